import { Stepper } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const CREATION_STEPS = ['exchange', 'holder', 'project', 'qualification'] as const;

/** Where the advisor is in the creation (spec 3 §4: exchange → holder → project → qualification → success). */
export function CreationSteps({ active }: { active: number }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('piafe.steps.label')}>
      <Stepper active={active} size="sm" allowNextStepsSelect={false}>
        {CREATION_STEPS.map((step) => (
          <Stepper.Step key={step} label={t(`piafe.steps.${step}`)} />
        ))}
      </Stepper>
    </nav>
  );
}
