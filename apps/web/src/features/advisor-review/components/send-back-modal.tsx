import { platformWallClock } from '@cri/shared/rules/appointment-slots';
import { sendBackSchema, type TReviewState, type TSendBackRequest } from '@cri/shared/schemas/advisor-review';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/forms/form-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSendBack } from '../api/send-back.ts';
import { SendBackSummary } from './send-back-summary.tsx';

/** Two weeks from today, moved to the Monday when it falls on a weekend (the advisor may change it). */
export function defaultDeadline(today: string): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 14);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The confirmation of the send-back (decision 028): exactly what the investor will be asked (each rejected
 * document with its comment, each request with its deadline), the day by which the rejected documents are to
 * be replaced, then one act.
 */
export function SendBackModal({ state, onClose, onSent }: { state: TReviewState; onClose: () => void; onSent: () => void }) {
  const { t } = useTranslation();
  const send = useSendBack(state.projectId);
  const [alert, setAlert] = useState<string | null>(null);
  const today = useMemo(() => platformWallClock(new Date()).date, []);
  const schema = useMemo(() => sendBackSchema(today), [today]);
  const { control, handleSubmit, setError } = useForm<TSendBackRequest>({
    resolver: zodResolver(schema) as never,
    defaultValues: { deadline: defaultDeadline(today) },
  });
  const submit = handleSubmit(async (body) => {
    setAlert(null);
    try {
      await send.mutateAsync(body);
      onSent();
    } catch (failure) {
      if (!(failure instanceof ApiError)) return setAlert(t('errors.INTERNAL'));
      const deadline = failure.fieldErrors.find((e) => e.field === 'deadline');
      if (deadline) setError('deadline', { type: 'server', message: deadline.messageKey });
      else setAlert(t(failure.messageKey));
    }
  });
  return (
    <Modal opened onClose={onClose} title={t('advisorReview.draft.confirmTitle')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('advisorReview.draft.confirmIntro')}</Text>
          <SendBackSummary summary={state.sendBack} />
          {alert ? (
            <Alert color="red" variant="light" role="alert">
              {alert}
            </Alert>
          ) : null}
          <DateField
            control={control}
            name="deadline"
            label={t('advisorReview.draft.deadlineLabel')}
            description={t('advisorReview.draft.deadlineHelp')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('advisorReview.draft.cancel')}
            </Button>
            <Button type="submit" color="orange.9" loading={send.isPending}>
              {t('advisorReview.draft.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
