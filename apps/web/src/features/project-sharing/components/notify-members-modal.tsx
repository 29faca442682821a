import {
  SHARE_MESSAGE_MAX,
  type TNotifyAdvisorShareRequest,
  ZNotifyAdvisorShareRequest,
} from '@cri/shared/schemas/project-sharing';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextareaField } from '../../../components/forms/form-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useNotifyAdvisorShare } from '../api/notify-advisor-share.ts';

interface Props {
  projectId: number;
  defaultMessage: string;
  onClose: () => void;
  onSent: (recipients: number) => void;
}

/** The advisor's message to the commission members of the shared administrations (required, 1200 at most). */
export function NotifyMembersModal({ projectId, defaultMessage, onClose, onSent }: Props) {
  const { t } = useTranslation();
  const send = useNotifyAdvisorShare();
  const [alert, setAlert] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<TNotifyAdvisorShareRequest>({
    resolver: zodResolver(ZNotifyAdvisorShareRequest),
    mode: 'onChange',
    defaultValues: { message: defaultMessage, projectId },
  });
  const submit = handleSubmit(async (body) => {
    setAlert(null);
    try {
      onSent((await send.mutateAsync(body)).recipients);
    } catch (failure) {
      setAlert(t(failure instanceof ApiError ? failure.messageKey : 'projectSharing.notify.failed'));
    }
  });
  return (
    <Modal opened onClose={onClose} title={t('projectSharing.notify.title')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {alert ? (
            <Alert color="red" variant="light" role="alert">
              {alert}
            </Alert>
          ) : null}
          <TextareaField
            control={control}
            name="message"
            label={t('projectSharing.notify.label')}
            maxLength={SHARE_MESSAGE_MAX}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('projectSharing.notify.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending} disabled={!formState.isValid}>
              {t('projectSharing.notify.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
