import { NativeSelect } from '@mantine/core';
import { startTransition, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, type PageSize } from '../../lib/page-size.ts';

/**
 * "Rows per page: 20 / 50 / 100" of a staff list (decision 099); a native select, light for long lists. The choice
 * is shown at once and given to the list as a transition (decision 112): the change event renders this select only,
 * and React renders the list's page again in slices of a few milliseconds.
 */
export function PageSizeSelect({ value, onChange }: { value: PageSize; onChange: (size: PageSize) => void }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(value);
  const [given, setGiven] = useState(value);
  if (value !== given) {
    // The list's own size changed (another choice committed, a reset): shown as it is.
    setGiven(value);
    setShown(value);
  }
  return (
    <NativeSelect
      label={t('common.pageSize')}
      size="xs"
      w={140}
      value={String(shown)}
      onChange={(e) => {
        const next = Number(e.currentTarget.value) as PageSize;
        setShown(next);
        startTransition(() => onChange(next));
      }}
      data={PAGE_SIZES.map((n) => String(n))}
    />
  );
}
