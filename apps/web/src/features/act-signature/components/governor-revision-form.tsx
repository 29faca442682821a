import {
  GOVERNOR_REVISION_REASON_MAX,
  type TActToSign,
  type TGovernorRevisionRequest,
  ZGovernorRevisionRequest,
} from '@cri/shared/schemas/act-signature';
import { projectPath } from '@cri/shared/schemas/projects';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useAskGovernorRevision } from '../api/ask-governor-revision.ts';

/**
 * The governor asks a revision instead of signing: a reason (required, at most 1000 characters), confirmed
 * in a modal (spec 2 §2 act delivery flow: the revision-request confirmation), which then says it is sent.
 */
export function GovernorRevisionForm({ act }: { act: TActToSign }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ask = useAskGovernorRevision(act.followUpActionId);
  const [confirming, setConfirming] = useState<TGovernorRevisionRequest | null>(null);
  const form = useForm<TGovernorRevisionRequest>({
    resolver: zodResolver(ZGovernorRevisionRequest),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit((values) => setConfirming(values));
  const close = () => {
    if (ask.isSuccess) navigate(projectPath(act.projectId));
    else setConfirming(null);
  };
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
      <Modal
        opened={confirming !== null}
        onClose={close}
        centered
        title={t(ask.isSuccess ? 'actSignature.revision.doneTitle' : 'actSignature.revision.confirmTitle')}
      >
        {ask.isSuccess ? (
          <Stack gap="md" data-testid="governor-revision-done">
            <Group gap="sm" wrap="nowrap">
              <IconArrowBackUp size={28} color="var(--mantine-color-orange-7)" aria-hidden="true" />
              <Text>{t('actSignature.revision.done')}</Text>
            </Group>
            <Group justify="flex-end">
              <Button onClick={close}>{t('actSignature.sign.back')}</Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md">
            <Text>{t('actSignature.revision.confirmText')}</Text>
            <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
              {confirming?.reason}
            </Text>
            {ask.error ? (
              <Alert color="red" variant="light" role="alert">
                {t(ask.error instanceof ApiError ? ask.error.messageKey : 'errors.INTERNAL')}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={ask.isPending}>
                {t('actSignature.revision.cancel')}
              </Button>
              <Button color="orange" loading={ask.isPending} onClick={() => confirming && ask.mutate(confirming)}>
                {t('actSignature.revision.submit')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </form>
  );
}
