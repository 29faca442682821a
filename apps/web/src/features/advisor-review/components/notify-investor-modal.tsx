import { ADVISOR_MESSAGE_MAX, type TNotifyInvestorRequest, ZNotifyInvestorRequest } from '@cri/shared/schemas/advisor-review';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextareaField } from '../../../components/forms/form-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useNotifyInvestor } from '../api/notify-investor.ts';

interface Props {
  projectId: number;
  defaultMessage: string;
  onClose: () => void;
  onSent: (architectWithoutEmail: boolean) => void;
}

/**
 * The notify-investor modal (spec 2 §2 Screens, §5): a multiline message, pre-filled from the file,
 * required ("Message required") and at most 1200 characters; send stays disabled while it is invalid.
 */
export function NotifyInvestorModal({ projectId, defaultMessage, onClose, onSent }: Props) {
  const { t } = useTranslation();
  const send = useNotifyInvestor();
  const [alert, setAlert] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<TNotifyInvestorRequest>({
    resolver: zodResolver(ZNotifyInvestorRequest),
    mode: 'onChange',
    defaultValues: { message: defaultMessage, projectId },
  });
  const submit = handleSubmit(async (body) => {
    setAlert(null);
    try {
      onSent((await send.mutateAsync(body)).messageForEmailArchitectNotExists);
    } catch (failure) {
      setAlert(t(failure instanceof ApiError ? failure.messageKey : 'advisorReview.notify.failed'));
    }
  });
  return (
    <Modal opened onClose={onClose} title={t('advisorReview.notify.title')} size="lg">
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
            label={t('advisorReview.notify.label')}
            maxLength={ADVISOR_MESSAGE_MAX}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('advisorReview.notify.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending} disabled={!formState.isValid}>
              {t('advisorReview.notify.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
