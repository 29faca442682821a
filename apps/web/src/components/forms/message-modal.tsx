import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';
import { TextareaField } from './form-fields.tsx';

type MessageBody = { message: string; projectId: number };

interface Props<T extends MessageBody> {
  /** The request's schema: the message's own rules (required, 1200 at most) come from it. */
  schema: z.ZodType<T, T>;
  projectId: number;
  defaultMessage: string;
  maxLength: number;
  /** Keys of the title, field label, buttons, and the alert when the request got no translated answer. */
  keys: { title: string; label: string; cancel: string; send: string; failed: string };
  send: (body: T) => Promise<unknown>;
  pending: boolean;
  onClose: () => void;
}

/**
 * A modal with one pre-filled message to send (spec 2 §5): send stays disabled while the message is
 * invalid; a refusal is shown in the modal, and the text typed stays.
 */
export function MessageModal<T extends MessageBody>({
  schema,
  projectId,
  defaultMessage,
  maxLength,
  keys,
  send,
  pending,
  onClose,
}: Props<T>) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<MessageBody>({
    resolver: zodResolver(schema as unknown as z.ZodType<MessageBody, MessageBody>),
    mode: 'onChange',
    defaultValues: { message: defaultMessage, projectId },
  });
  const submit = handleSubmit(async (body) => {
    setAlert(null);
    try {
      await send(body as T);
    } catch (failure) {
      setAlert(t(failure instanceof ApiError ? failure.messageKey : keys.failed));
    }
  });
  return (
    <Modal opened onClose={onClose} title={t(keys.title)} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {alert ? (
            <Alert color="red" variant="light" role="alert">
              {alert}
            </Alert>
          ) : null}
          <TextareaField control={control} name="message" label={t(keys.label)} maxLength={maxLength} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t(keys.cancel)}
            </Button>
            <Button type="submit" loading={pending} disabled={!formState.isValid}>
              {t(keys.send)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
