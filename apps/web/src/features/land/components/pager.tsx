import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageSizeSelect } from '../../../components/ui/page-size-select.tsx';
import { PAGE_SIZES, type PageSize } from '../../../lib/page-size.ts';

/** Previous / next over a page of `size` out of `total` (pages from 0); rows per page when `onSize` is given. */
export function Pager({
  page,
  size,
  total,
  onPage,
  onSize,
}: {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
  onSize?: (size: PageSize) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Group gap="sm">
        <Button variant="default" size="xs" disabled={page === 0} onClick={() => onPage(page - 1)}>
          {t('land.previous')}
        </Button>
        <Text size="sm">{t('land.pageOf', { page: page + 1, pages, total })}</Text>
        <Button variant="default" size="xs" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
          {t('land.next')}
        </Button>
      </Group>
      {onSize && total > PAGE_SIZES[0] ? <PageSizeSelect value={size as PageSize} onChange={onSize} /> : null}
    </Group>
  );
}
