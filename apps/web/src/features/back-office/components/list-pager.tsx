import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageSizeSelect } from '../../../components/ui/page-size-select.tsx';
import { PAGE_SIZES, type PageSize } from '../../../lib/page-size.ts';

/**
 * The pages of a back-office list (0-based `page`), shown only when there is more than one; with `onSize`, the
 * rows per page (20 / 50 / 100, decision 099) once the list holds more than 20.
 */
export function ListPager({
  total,
  pageSize,
  page,
  onPage,
  onSize,
}: {
  total: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  onSize?: (size: PageSize) => void;
}) {
  const { t } = useTranslation();
  const paged = total > pageSize;
  const sized = onSize !== undefined && total > PAGE_SIZES[0];
  if (!paged && !sized) return null;
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      {paged ? (
        <Pagination
          total={Math.ceil(total / pageSize)}
          value={page + 1}
          onChange={(p) => onPage(p - 1)}
          getControlProps={(control) => ({ 'aria-label': t(`backOffice.list.pager.${control}`) })}
        />
      ) : (
        <span />
      )}
      {sized ? <PageSizeSelect value={pageSize as PageSize} onChange={onSize} /> : null}
    </Group>
  );
}
