import { Stepper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The four steps of a deposit (spec 2 §2 "deposit stepper has four steps"), in order. */
export const DEPOSIT_STEPS = ['infos', 'project', 'documents', 'recap'] as const;
export type DepositStep = (typeof DEPOSIT_STEPS)[number];

/** Where each step lives. */
const STEP_PATHS: Record<DepositStep, ((id: number) => string) | null> = {
  infos: (id) => `/projects/${id}/infos`,
  project: (id) => `/projects/${id}/details`,
  documents: (id) => `/projects/${id}/documents`,
  recap: (id) => `/projects/${id}/recap`,
};

/** The deposit wizard's stepper: a step with a page can be opened; the current one is marked. */
export function DepositStepper({ projectId, active }: { projectId: number; active: DepositStep }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const activeIndex = DEPOSIT_STEPS.indexOf(active);
  return (
    <nav aria-label={t('projects.stepper.label')}>
      <Stepper
        active={activeIndex}
        size="sm"
        onStepClick={(index) => {
          const step = DEPOSIT_STEPS[index];
          const path = step ? STEP_PATHS[step] : null;
          if (path && index !== activeIndex) void navigate(path(projectId));
        }}
      >
        {DEPOSIT_STEPS.map((step, index) => (
          <Stepper.Step
            key={step}
            label={t(`projects.stepper.${step}`)}
            allowStepSelect={STEP_PATHS[step] !== null && index !== activeIndex}
            // The stepper marks earlier steps done; the portal does not know that yet, so they keep their number.
            completedIcon={index + 1}
            aria-current={index === activeIndex ? 'step' : undefined}
            // A step without a page yet is shown but cannot be pressed.
            disabled={STEP_PATHS[step] === null}
          />
        ))}
      </Stepper>
    </nav>
  );
}
