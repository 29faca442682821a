import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Previous / next over a page of `size` out of `total` (pages from 0). */
export function Pager({
  page,
  size,
  total,
  onPage,
}: {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <Group gap="sm">
      <Button variant="default" size="xs" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {t('land.previous')}
      </Button>
      <Text size="sm">{t('land.pageOf', { page: page + 1, pages, total })}</Text>
      <Button variant="default" size="xs" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        {t('land.next')}
      </Button>
    </Group>
  );
}
