import { PIAFE_ENUMS, type PiafeEnumName } from '@cri/shared/enums/piafe';
import { useTranslation } from 'react-i18next';
import type { Option } from '../../../components/forms/form-fields.tsx';

/** The label of a code of one of the PIAFE lists (`piafe.enum.<list>.<code>`). */
export function useEnumLabel() {
  const { t } = useTranslation();
  return (name: PiafeEnumName, code: string | null | undefined): string =>
    code ? t(`piafe.enum.${name}.${code}`) : t('piafe.none');
}

/** The options of a select over one of the PIAFE lists, in the list's order. */
export function useEnumOptions() {
  const label = useEnumLabel();
  return (name: PiafeEnumName): Option[] =>
    PIAFE_ENUMS[name].map((code) => ({ value: String(code), label: label(name, String(code)) }));
}
