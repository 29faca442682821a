import { PIAFE_TRACKING_YEARS } from '@cri/shared/enums/piafe';
import { type TPiafeTracking, type TPiafeTrackingUpdate, ZPiafeTrackingUpdate } from '@cri/shared/schemas/piafe';
import { Fieldset, SimpleGrid, Text } from '@mantine/core';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField, NumberField, SelectField, TextareaField } from '../../../components/forms/form-fields.tsx';
import { useEnumOptions } from '../lib/options.ts';
import { PiafeForm, usePiafeForm } from './piafe-form.tsx';

/** The form holds the three years always; empty years are left out when saved. */
export function trackingValues(tr: TPiafeTracking | null | undefined): TPiafeTrackingUpdate {
  const year = (y: number) => tr?.yearResults.find((r) => r.year === y);
  return {
    projectPhase: (tr?.projectPhase as TPiafeTrackingUpdate['projectPhase']) ?? 'FUNDING',
    fundingProcessDate: tr?.fundingProcessDate ?? '',
    depositDate: tr?.depositDate ?? '',
    fundingResult: (tr?.fundingResult as TPiafeTrackingUpdate['fundingResult']) ?? null,
    fundingAmount: tr?.fundingAmount ?? null,
    rejectionReason: tr?.rejectionReason ?? '',
    authorisationStatus: (tr?.authorisationStatus as TPiafeTrackingUpdate['authorisationStatus']) ?? null,
    authorisationRequestDate: tr?.authorisationRequestDate ?? '',
    authorisationDate: tr?.authorisationDate ?? '',
    realisationDate: tr?.realisationDate ?? '',
    completionDate: tr?.completionDate ?? '',
    exploitationDate: tr?.exploitationDate ?? '',
    yearResults: PIAFE_TRACKING_YEARS.map((y) => ({
      year: y,
      turnover: year(y)?.turnover ?? null,
      jobsCreated: year(y)?.jobsCreated ?? null,
    })),
  };
}

type Out = ReturnType<typeof ZPiafeTrackingUpdate.parse>;
/** The years with a figure: a year left empty is not recorded. */
export const filledYears = (v: Out): Out => ({
  ...v,
  yearResults: v.yearResults.filter((r) => r.turnover !== null || r.jobsCreated !== null),
});

/** The progress tracking of a project (spec 3 §3): phase, funding, authorisation, dates, years 1 to 3. */
export function TrackingForm({
  initial,
  onSave,
  submitLabel,
  back,
}: {
  initial: TPiafeTracking | null | undefined;
  onSave: (body: Out) => Promise<unknown>;
  submitLabel: string;
  back?: { to: string; label: string };
}) {
  const { t } = useTranslation();
  const options = useEnumOptions();
  const form = usePiafeForm(ZPiafeTrackingUpdate, trackingValues(initial));
  const control = form.control as unknown as Control<TPiafeTrackingUpdate>;
  const result = useWatch({ control, name: 'fundingResult' });
  const opt = { optional: true, description: t('common.optionalField') } as const;
  return (
    <PiafeForm form={form} onSave={(v) => onSave(filledYears(v as Out))} submitLabel={submitLabel} back={back}>
      <SelectField control={control} name="projectPhase" label={t('piafe.field.projectPhase')} options={options('phase')} />
      <Fieldset legend={t('piafe.tracking.funding')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField control={control} name="fundingProcessDate" label={t('piafe.field.fundingProcessDate')} {...opt} />
          <DateField control={control} name="depositDate" label={t('piafe.field.depositDate')} {...opt} />
          <SelectField
            control={control}
            name="fundingResult"
            label={t('piafe.field.fundingResult')}
            options={options('fundingResult')}
            {...opt}
          />
          {result === 'OBTAINED' && (
            <NumberField control={control} name="fundingAmount" label={t('piafe.field.fundingAmount')} min={0} {...opt} />
          )}
        </SimpleGrid>
        {result === 'REJECTED' && (
          <TextareaField
            control={control}
            name="rejectionReason"
            label={t('piafe.field.rejectionReason')}
            maxLength={500}
            {...opt}
          />
        )}
      </Fieldset>
      <Fieldset legend={t('piafe.tracking.authorisation')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <SelectField
            control={control}
            name="authorisationStatus"
            label={t('piafe.field.authorisationStatus')}
            options={options('authorisationStatus')}
            {...opt}
          />
          <DateField
            control={control}
            name="authorisationRequestDate"
            label={t('piafe.field.authorisationRequestDate')}
            {...opt}
          />
          <DateField control={control} name="authorisationDate" label={t('piafe.field.authorisationDate')} {...opt} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('piafe.tracking.realisation')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DateField control={control} name="realisationDate" label={t('piafe.field.realisationDate')} {...opt} />
          <DateField control={control} name="completionDate" label={t('piafe.field.completionDate')} {...opt} />
          <DateField control={control} name="exploitationDate" label={t('piafe.field.exploitationDate')} {...opt} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('piafe.tracking.years')}>
        {PIAFE_TRACKING_YEARS.map((year, i) => (
          <div key={year}>
            <Text fw={600} mt={i ? 'sm' : 0}>
              {t('piafe.sheet.year', { year })}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberField
                control={control}
                name={`yearResults.${i}.turnover`}
                label={t('piafe.field.turnover')}
                min={0}
                {...opt}
              />
              <NumberField
                control={control}
                name={`yearResults.${i}.jobsCreated`}
                label={t('piafe.field.jobsCreated')}
                min={0}
                {...opt}
              />
            </SimpleGrid>
          </div>
        ))}
      </Fieldset>
    </PiafeForm>
  );
}
