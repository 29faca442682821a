import {
  actRevisionConfirmationPath,
  GOVERNOR_REVISION_REASON_MAX,
  type TActToSign,
  type TGovernorRevisionRequest,
  ZGovernorRevisionRequest,
} from '@cri/shared/schemas/act-signature';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useAskGovernorRevision } from '../api/ask-governor-revision.ts';

/** The governor asks a revision instead of signing: a reason (required, at most 1000 characters). */
export function GovernorRevisionForm({ act }: { act: TActToSign }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ask = useAskGovernorRevision(act.followUpActionId);
  const form = useForm<TGovernorRevisionRequest>({
    resolver: zodResolver(ZGovernorRevisionRequest),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit((values) =>
    ask.mutate(values, { onSuccess: () => navigate(actRevisionConfirmationPath(act.projectId, act.followUpActionId)) }),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby="governor-revision-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="governor-revision-title">
          {t('actSignature.revision.title')}
        </Title>
        <Text size="sm">{t('actSignature.revision.help')}</Text>
        <Controller
          control={form.control}
          name="reason"
          render={({ field, fieldState }) => (
            <Textarea
              name={field.name}
              ref={field.ref}
              dir="auto"
              label={t('actSignature.revision.reason')}
              withAsterisk
              value={field.value}
              onChange={(e) => field.onChange(e.currentTarget.value)}
              onBlur={field.onBlur}
              error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
              description={`${field.value.length} / ${GOVERNOR_REVISION_REASON_MAX}`}
              rows={4}
              maxLength={GOVERNOR_REVISION_REASON_MAX + 1}
            />
          )}
        />
        {ask.error ? (
          <Alert color="red" variant="light" role="alert">
            {t(ask.error instanceof ApiError ? ask.error.messageKey : 'errors.INTERNAL')}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" variant="light" color="orange" loading={ask.isPending}>
            {t('actSignature.revision.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
