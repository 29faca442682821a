import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, type PageSize } from '../../lib/page-size.ts';

/** "Rows per page: 20 / 50 / 100" of a staff list (decision 099); a native select, light for long lists. */
export function PageSizeSelect({ value, onChange }: { value: PageSize; onChange: (size: PageSize) => void }) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t('common.pageSize')}
      size="xs"
      w={140}
      value={String(value)}
      onChange={(e) => onChange(Number(e.currentTarget.value) as PageSize)}
      data={PAGE_SIZES.map((n) => String(n))}
    />
  );
}
