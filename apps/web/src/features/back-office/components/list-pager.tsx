import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The pages of a back-office list (0-based `page`), shown only when there is more than one. */
export function ListPager({
  total,
  pageSize,
  page,
  onPage,
}: {
  total: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (total <= pageSize) return null;
  return (
    <Pagination
      total={Math.ceil(total / pageSize)}
      value={page + 1}
      onChange={(p) => onPage(p - 1)}
      getControlProps={(control) => ({ 'aria-label': t(`backOffice.list.pager.${control}`) })}
    />
  );
}
