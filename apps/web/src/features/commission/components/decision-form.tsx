import { COMMISSION_DECISIONS } from '@cri/shared/enums/commission-decisions';
import { type TCommissionAnswerRequest, ZCommissionAnswerRequest } from '@cri/shared/schemas/commission';
import { SIGNATURE_PATHS } from '@cri/shared/schemas/signatures';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Radio, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { useRecordCommissionAnswer } from '../api/record-commission-answer.ts';
import { useRecordNationalAnswer } from '../api/record-national-answer.ts';
import { CommentField } from './comment-field.tsx';
import { DecisionConfirmModal } from './decision-confirm-modal.tsx';

/**
 * The decision form of the advisor (regional session) or of the national commission (decision 050, same
 * form and rules); submitting opens the confirmation modal, confirming records the decision.
 */
export function DecisionForm({
  projectId,
  projectName,
  national = false,
}: {
  projectId: number;
  projectName: string;
  national?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const regional = useRecordCommissionAnswer(projectId);
  const nationally = useRecordNationalAnswer(projectId);
  const save = national ? nationally : regional;
  const [pending, setPending] = useState<TCommissionAnswerRequest | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<TCommissionAnswerRequest>({
    resolver: zodResolver(ZCommissionAnswerRequest),
    mode: 'onChange',
    defaultValues: { commentsForInvestor: '', commissionRecommendation: '' },
  });
  const confirm = async () => {
    if (!pending) return;
    setAlert(null);
    try {
      await save.mutateAsync(pending);
      toastSuccess(t('commission.decision.saved'));
      // Spec 2 §4: the commission answer by the advisor leads on to the sign-minutes screen; the national
      // commission stays on the file, which now shows its decision.
      if (!national) void navigate(SIGNATURE_PATHS.signatureDetail(projectId));
    } catch (failure) {
      setAlert(t(failure instanceof ApiError ? failure.messageKey : 'commission.errors.loadFailed'));
    } finally {
      setPending(null);
    }
  };
  return (
    <Paper withBorder p="md">
      <form onSubmit={handleSubmit((body) => setPending(body))} noValidate>
        <Stack gap="md">
          <Title order={2}>{t('commission.decision.title')}</Title>
          {alert ? (
            <Alert color="red" variant="light" role="alert">
              {alert}
            </Alert>
          ) : null}
          <Controller
            control={control}
            name="decision"
            render={({ field, fieldState }) => (
              <Radio.Group
                label={t('commission.decision.label')}
                withAsterisk
                value={field.value ?? null}
                onChange={field.onChange}
                error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
              >
                <Stack gap="xs" mt="xs">
                  {COMMISSION_DECISIONS.map((d) => (
                    <Radio key={d} value={d} label={t(`projects.decisions.${d}`)} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          <CommentField control={control} name="commentsForInvestor" label={t('commission.decision.commentsForInvestor')} />
          <CommentField control={control} name="commissionRecommendation" label={t('commission.decision.recommendation')} />
          <Group justify="flex-end">
            <Button type="submit" disabled={!formState.isValid}>
              {t('commission.decision.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      {pending?.decision ? (
        <DecisionConfirmModal
          projectName={projectName}
          decision={pending.decision}
          pending={save.isPending}
          onCancel={() => setPending(null)}
          onConfirm={() => void confirm()}
        />
      ) : null}
    </Paper>
  );
}
