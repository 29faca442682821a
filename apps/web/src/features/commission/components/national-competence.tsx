import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Commission nationale", with "projet stratégique" for 2 bn DH or more (spec 2 §9, decision 050). */
export function NationalCompetenceBadge({ strategic }: { strategic: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color="grape.9" variant="filled" tt="none" styles={{ label: { overflow: 'visible' } }}>
      {t(strategic ? 'commission.national.strategic' : 'commission.national.competence')}
    </Badge>
  );
}
