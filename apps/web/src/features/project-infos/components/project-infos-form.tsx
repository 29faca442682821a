import type { InfoCategory } from '@cri/shared/enums/reference-data';
import { exploitationYearsFor } from '@cri/shared/rules/exploitation-years';
import { kickoffAndCompletion, projectDetailsSchema } from '@cri/shared/rules/project-infos';
import type { TInfoQuestion, TProjectInfos, TSubmitProjectDetailsRequest } from '@cri/shared/schemas/project-infos';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, Group, Stack } from '@mantine/core';
import { IconPencilCheck } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { type FieldPath, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LandRows } from '../../../components/forms/land-rows.tsx';
import type { Values } from '../../../components/forms/value-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth/session.ts';
import { ExploitationYearsTable } from './exploitation-years-table.tsx';
import { InfoQuestionField, useQuestionLabel } from './info-question-field.tsx';

const CATEGORY_ORDER: InfoCategory[] = ['FINANCIAL', 'KICKOFF', 'ENERGY', 'EXPLOIT'];

interface Props {
  data: TProjectInfos;
  /** Resolves with the failure, or null once saved. */
  onSubmit: (body: TSubmitProjectDetailsRequest) => Promise<unknown>;
  submitting: boolean;
}

/**
 * The "infos" step (spec 2 §5 project info form), checked by the shared schema the API uses. Errors never
 * clear what was typed; the server's field errors land under the same fields.
 */
export function ProjectInfosForm({ data, onSubmit, submitting }: Props) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<{ color: 'red' | 'green'; key: string } | null>(null);
  const disabled = !data.abilities.edit;
  const investor = useSession().user?.roles.includes('ROLE_INVESTOR') ?? false;
  const prefilled = useMemo(() => new Set(data.prefilled ?? []), [data.prefilled]);
  const schema = useMemo(
    () =>
      projectDetailsSchema({
        questions: data.questions,
        legalStatusIds: data.landOptions.legalStatuses.map((s) => s.id),
        communeIds: data.landOptions.communes.map((c) => c.id),
      }),
    [data.questions, data.landOptions],
  );
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { complete: false, infos: data.infos, exploitationYears: data.exploitationYears, lands: data.lands },
  });
  const { setValue, getValues, setError, watch } = form;

  // Changing the kickoff or completion date rebuilds the years, keeping the amounts of the years that remain.
  useEffect(() => {
    const sub = watch((values, { name }) => {
      if (!name?.startsWith('infos.') || !name.endsWith('.value')) return;
      const { start, end } = kickoffAndCompletion(data.questions, getValues('infos'));
      const next = exploitationYearsFor(start, end, getValues('exploitationYears'));
      const same = JSON.stringify(next) === JSON.stringify(values.exploitationYears ?? []);
      if (!same) setValue('exploitationYears', next);
    });
    return () => sub.unsubscribe();
  }, [watch, getValues, setValue, data.questions]);

  const save = (complete: boolean) => {
    setValue('complete', complete);
    setAlert(null);
    return form.handleSubmit(
      async (values) => {
        const failure = await onSubmit({ ...values, complete });
        if (!failure) {
          setAlert({ color: 'green', key: 'projectInfos.saved' });
          return;
        }
        const error = failure instanceof ApiError ? failure : null;
        let first = true;
        for (const { field, messageKey } of error?.fieldErrors ?? []) {
          setError(field as FieldPath<Values>, { type: 'server', message: messageKey }, { shouldFocus: first });
          first = false;
        }
        setAlert({
          color: 'red',
          key: error?.fieldErrors.length ? 'projectInfos.failed' : (error?.messageKey ?? 'errors.INTERNAL'),
        });
      },
      () => setAlert({ color: 'red', key: 'projectInfos.failed' }),
    )();
  };

  const hasYears =
    data.questions.some((q) => q.summableKind === 'KICKOFF_DATE') &&
    data.questions.some((q) => q.summableKind === 'FINALISATION_DATE');
  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => e.preventDefault()} noValidate>
        <Stack gap="lg">
          {disabled ? (
            <Alert color="gray" variant="light" role="status">
              {t(investor ? 'projectInfos.readOnly' : 'projectInfos.staffReadOnly')}
            </Alert>
          ) : null}
          {prefilled.size > 0 && !disabled ? (
            <Alert color="blue" variant="light" role="status" icon={<IconPencilCheck aria-hidden="true" />}>
              {t('projectInfos.prefilledIntro')}
            </Alert>
          ) : null}
          {CATEGORY_ORDER.map((category) => {
            const entries = data.questions.map((q, index) => ({ q, index })).filter(({ q }) => q.category === category);
            if (entries.length === 0) return null;
            return (
              <Fieldset key={category} legend={t(`projectInfos.categories.${category}`)}>
                <Stack gap="md">
                  {entries.map(({ q, index }) =>
                    q.answerDataType === 'LAND' ? (
                      <LandQuestion key={q.infoTypeId} data={data} index={index} disabled={disabled} />
                    ) : (
                      <InfoQuestionField
                        key={q.infoTypeId}
                        question={q}
                        index={index}
                        disabled={disabled}
                        prefilled={prefilled.has(q.infoTypeId)}
                      />
                    ),
                  )}
                </Stack>
              </Fieldset>
            );
          })}
          {hasYears ? <ExploitationYearsTable disabled={disabled} /> : null}
          {alert ? (
            <Alert color={alert.color} variant="light" role={alert.color === 'red' ? 'alert' : 'status'}>
              {t(alert.key)}
            </Alert>
          ) : null}
          {!disabled ? (
            <Group justify="flex-end">
              <Button variant="default" loading={submitting} onClick={() => save(false)}>
                {t('projectInfos.actions.saveDraft')}
              </Button>
              <Button loading={submitting} onClick={() => save(true)}>
                {t('projectInfos.actions.saveAndContinue')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
    </FormProvider>
  );
}

function LandQuestion({ data, index, disabled }: { data: TProjectInfos; index: number; disabled: boolean }) {
  const q = data.questions[index];
  return q ? <LandQuestionRows question={q} data={data} disabled={disabled} /> : null;
}

function LandQuestionRows({ question, data, disabled }: { question: TInfoQuestion; data: TProjectInfos; disabled: boolean }) {
  return <LandRows label={useQuestionLabel(question)} options={data.landOptions} disabled={disabled} />;
}
