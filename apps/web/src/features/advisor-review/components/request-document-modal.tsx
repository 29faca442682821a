import { platformWallClock } from '@cri/shared/rules/appointment-slots';
import {
  ADVISOR_MESSAGE_MAX,
  requestDocumentSchema,
  type TRequestDocumentRequest,
  type TReviewState,
} from '@cri/shared/schemas/advisor-review';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField, SelectField, TextareaField } from '../../../components/forms/form-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { useRequestDocument } from '../api/request-document.ts';

type FormValues = {
  documentTypeId: number | null;
  owner: 'INVESTOR' | 'ADMINISTRATION';
  administrationId: number | null;
  deadline: string;
  comment: string;
};

/**
 * Asks for a further document (POST /projects/{id}/request-document): its type, from the investor or from
 * an administration of the region (not once the file is validated), a future working day, a comment.
 */
export function RequestDocumentModal({
  state,
  onClose,
  onSent,
}: {
  state: TReviewState;
  onClose: () => void;
  onSent: () => void;
}) {
  const { t, i18n } = useTranslation();
  const send = useRequestDocument(state.projectId);
  const [alert, setAlert] = useState<string | null>(null);
  const schema = useMemo(() => requestDocumentSchema(platformWallClock(new Date()).date), []);
  const { control, handleSubmit, setError } = useForm<FormValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: { documentTypeId: null, owner: 'INVESTOR', administrationId: null, deadline: '', comment: '' },
  });
  const owner = useWatch({ control, name: 'owner' });
  const owners = state.abilities.requestFromAdministration ? (['INVESTOR', 'ADMINISTRATION'] as const) : (['INVESTOR'] as const);
  // The resolver checks the values with the shared schema: what reaches here is a valid request.
  const submit = handleSubmit(async (values) => {
    const body = values as TRequestDocumentRequest;
    setAlert(null);
    try {
      await send.mutateAsync(body);
      onSent();
    } catch (failure) {
      if (!(failure instanceof ApiError)) return setAlert(t('errors.INTERNAL'));
      const known = ['documentTypeId', 'administrationId', 'deadline', 'comment'] as const;
      let shown = false;
      for (const e of failure.fieldErrors) {
        const field = known.find((k) => k === e.field);
        if (field) {
          setError(field, { type: 'server', message: e.messageKey });
          shown = true;
        }
      }
      if (!shown) setAlert(t(failure.messageKey));
    }
  });
  return (
    <Modal opened onClose={onClose} title={t('advisorReview.request.title')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {alert ? (
            <Alert color="red" variant="light" role="alert">
              {alert}
            </Alert>
          ) : null}
          <SelectField
            control={control}
            name="documentTypeId"
            numeric
            label={t('advisorReview.request.documentType')}
            options={state.documentTypes.map((d) => ({ value: String(d.id), label: localized(d, i18n.language) }))}
          />
          <SelectField
            control={control}
            name="owner"
            label={t('advisorReview.request.owner')}
            options={owners.map((o) => ({ value: o, label: t(`advisorReview.request.owners.${o}`) }))}
          />
          {state.abilities.requestFromAdministration ? null : (
            <Alert color="gray" variant="light">
              {t('advisorReview.request.noAdministration')}
            </Alert>
          )}
          {owner === 'ADMINISTRATION' ? (
            <SelectField
              control={control}
              name="administrationId"
              numeric
              label={t('advisorReview.request.administration')}
              options={state.administrations.map((a) => ({ value: String(a.id), label: localized(a, i18n.language) }))}
            />
          ) : null}
          <DateField control={control} name="deadline" label={t('advisorReview.request.deadline')} />
          <TextareaField
            control={control}
            name="comment"
            label={t('advisorReview.request.comment')}
            maxLength={ADVISOR_MESSAGE_MAX}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('advisorReview.request.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('advisorReview.request.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
