import {
  MEMBER_OPINIONS,
  type TCommissionMember,
  type TCommissionOpinionRequest,
  ZCommissionOpinionRequest,
} from '@cri/shared/schemas/commission';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { useGiveCommissionOpinion } from '../api/give-commission-opinion.ts';
import { CommentField } from './comment-field.tsx';

/** The CRUI member's own opinion on a programmed file shared with their administration. */
export function OpinionForm({ projectId, me }: { projectId: number; me: TCommissionMember | null }) {
  const { t } = useTranslation();
  const save = useGiveCommissionOpinion(projectId);
  const [alert, setAlert] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<TCommissionOpinionRequest>({
    resolver: zodResolver(ZCommissionOpinionRequest),
    mode: 'onChange',
    defaultValues: { ...(me?.opinion ? { opinion: me.opinion } : {}), comment: me?.opinionComment ?? '' },
  });
  const submit = handleSubmit(async (body) => {
    setAlert(null);
    try {
      await save.mutateAsync(body);
      toastSuccess(t('commission.opinion.saved'));
    } catch (failure) {
      setAlert(t(failure instanceof ApiError ? failure.messageKey : 'commission.errors.loadFailed'));
    }
  });
  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2}>{t('commission.opinion.title')}</Title>
          {me?.opinionAt ? <Text size="sm">{t('commission.opinion.given', { date: formatDate(me.opinionAt) })}</Text> : null}
          {alert ? (
            <Alert color="red" variant="light" role="alert">
              {alert}
            </Alert>
          ) : null}
          <Controller
            control={control}
            name="opinion"
            render={({ field, fieldState }) => (
              <Radio.Group
                label={t('commission.opinion.label')}
                withAsterisk
                value={field.value ?? null}
                onChange={field.onChange}
                error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
              >
                <Group gap="lg" mt="xs">
                  {MEMBER_OPINIONS.map((o) => (
                    <Radio key={o} value={o} label={t(`commission.opinions.${o}`)} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          <CommentField control={control} name="comment" label={t('commission.opinion.comment')} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!formState.isValid}>
              {t('commission.opinion.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
