import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import mirror from '../../../components/ui/rtl-mirror.module.css';

/**
 * Keyset pages of a back-office list (decision 099): "21-40 of 10 000", then first, previous and next. No page
 * numbers: a page is reached from the one beside it by its cursor, read from the sort's index however deep.
 */
export function KeysetPager({
  start,
  shown,
  total,
  hasPrevious,
  hasNext,
  atFirst,
  onFirst,
  onPrevious,
  onNext,
}: {
  start: number;
  shown: number;
  total: number;
  hasPrevious: boolean;
  hasNext: boolean;
  /** The first page is the one shown (no cursor): "first" has nothing to do. */
  atFirst: boolean;
  onFirst: () => void;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const { t, i18n } = useTranslation();
  if (atFirst && !hasNext) return null;
  const n = (v: number) => v.toLocaleString(i18n.language === 'ar' ? 'ar-MA' : 'fr-FR');
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" data-testid="keyset-range">
        {shown > 0
          ? t('backOffice.list.range', { from: n(start + 1), to: n(start + shown), total: n(total) })
          : t('backOffice.list.pastEnd', { total: n(total) })}
      </Text>
      <Group gap="xs" component="nav" aria-label={t('backOffice.list.pager.label')}>
        <Button
          variant="default"
          size="sm"
          disabled={atFirst}
          onClick={onFirst}
          leftSection={<IconChevronsLeft size={16} aria-hidden className={mirror.mirror} />}
        >
          {t('backOffice.list.pager.first')}
        </Button>
        <Button
          variant="default"
          size="sm"
          disabled={!hasPrevious}
          onClick={onPrevious}
          leftSection={<IconChevronLeft size={16} aria-hidden className={mirror.mirror} />}
        >
          {t('backOffice.list.pager.previous')}
        </Button>
        <Button
          variant="default"
          size="sm"
          disabled={!hasNext}
          onClick={onNext}
          rightSection={<IconChevronRight size={16} aria-hidden className={mirror.mirror} />}
        >
          {t('backOffice.list.pager.next')}
        </Button>
      </Group>
    </Group>
  );
}
