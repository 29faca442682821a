import { useTranslation } from 'react-i18next';
import { localized } from '../../../lib/i18n/localized.ts';
import { useRegions } from '../../reference-data/api/get-regions.ts';

/** Region options and names in the language shown. */
export function useRegionNames() {
  const { i18n } = useTranslation();
  const regions = useRegions().data ?? [];
  const options = regions.map((r) => ({ value: String(r.id), label: localized(r, i18n.language) }));
  const name = (id: number) => {
    const r = regions.find((x) => x.id === id);
    return r ? localized(r, i18n.language) : undefined;
  };
  return { options, name };
}
