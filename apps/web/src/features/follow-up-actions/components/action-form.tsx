import { FOLLOW_UP_MESSAGE_MAX, FOLLOW_UP_RECIPIENTS, type FollowUpActionType } from '@cri/shared/enums/follow-up-actions';
import { type TFollowUpActionFormInput, ZFollowUpActionForm } from '@cri/shared/schemas/follow-up-actions';
import { Alert, Button, Checkbox, FileInput, Group, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/error-message.ts';
import { localized } from '../../../lib/i18n/localized.ts';

export interface ActionFormProps {
  initial: TFollowUpActionFormInput;
  administrations: { id: number; nameFr: string; nameAr: string }[];
  /** The current act or attachment (edit): kept when no new file is chosen. */
  currentFile: string | null;
  onSubmit: (form: TFollowUpActionFormInput, file: File | null) => Promise<void>;
  onCancel: () => void;
}

/** The follow-up action form (create and edit), checked by the operation's schema before it is sent. */
export function ActionForm({ initial, administrations, currentFile, onSubmit, onCancel }: ActionFormProps) {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState<TFollowUpActionFormInput>(initial);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const type: FollowUpActionType = form.type;
  const isAct = type === 'ACT_DELIVERY';
  const set = <K extends keyof TFollowUpActionFormInput>(key: K, value: TFollowUpActionFormInput[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const err = (field: string) => (errors[field] ? t(errors[field]) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZFollowUpActionForm.safeParse(form);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      await onSubmit(form, file);
    } catch (error) {
      if (error instanceof ApiError) {
        setFailure(error);
        if (error.fieldErrors.length > 0) setErrors(Object.fromEntries(error.fieldErrors.map((f) => [f.field, f.messageKey])));
      } else throw error;
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md" maw={720}>
        <TextInput label={t('followUpActions.form.type')} value={t(`followUpActions.types.${type}`)} readOnly />
        <TextInput
          label={t('followUpActions.form.stepTitle')}
          required
          value={form.stepTitle}
          onChange={(e) => set('stepTitle', e.currentTarget.value)}
          error={err('stepTitle')}
          maxLength={250}
        />
        {isAct ? null : (
          <Select
            label={t('followUpActions.form.recipient')}
            data={FOLLOW_UP_RECIPIENTS.map((r) => ({ value: r, label: t(`followUpActions.recipients.${r}`) }))}
            value={form.recipient}
            onChange={(v) => v && set('recipient', v as TFollowUpActionFormInput['recipient'])}
            allowDeselect={false}
            error={err('recipient')}
          />
        )}
        {form.recipient === 'ADMINISTRATION' && !isAct ? (
          administrations.length === 0 ? (
            <Alert color="gray" variant="light">
              {t('followUpActions.form.noAdministration')}
            </Alert>
          ) : (
            <Select
              label={t('followUpActions.form.administration')}
              required
              data={administrations.map((a) => ({ value: String(a.id), label: localized(a, i18n.language, 'name') }))}
              value={form.administrationId ? String(form.administrationId) : null}
              onChange={(v) => set('administrationId', v ? Number(v) : null)}
              error={err('administrationId')}
            />
          )
        ) : null}
        {form.recipient !== 'INVESTOR' && !isAct ? (
          <Checkbox
            label={t('followUpActions.form.visibleToInvestor')}
            checked={form.visibleToInvestor === true}
            onChange={(e) => set('visibleToInvestor', e.currentTarget.checked)}
          />
        ) : null}
        {type === 'UPLOAD_FILE' ? (
          <>
            <TextInput
              label={t('followUpActions.form.requestedDocumentTitle')}
              required
              value={form.requestedDocumentTitle ?? ''}
              onChange={(e) => set('requestedDocumentTitle', e.currentTarget.value)}
              error={err('requestedDocumentTitle')}
              maxLength={250}
            />
            <Textarea
              label={t('followUpActions.form.documentDescription')}
              value={form.documentDescription ?? ''}
              onChange={(e) => set('documentDescription', e.currentTarget.value)}
              error={err('documentDescription')}
              maxLength={1000}
              autosize
              minRows={2}
            />
          </>
        ) : null}
        <NumberInput
          label={t('followUpActions.form.delayDays')}
          required
          min={1}
          max={250}
          allowDecimal={false}
          value={Number(form.delayDays) || ''}
          onChange={(v) => set('delayDays', typeof v === 'number' ? v : Number(v))}
          error={err('delayDays')}
          maw={240}
        />
        <Textarea
          label={t('followUpActions.form.message')}
          description={t('followUpActions.form.messageCount', { count: (form.message ?? '').length })}
          value={form.message ?? ''}
          onChange={(e) => set('message', e.currentTarget.value)}
          error={err('message')}
          maxLength={FOLLOW_UP_MESSAGE_MAX}
          autosize
          minRows={3}
        />
        <FileInput
          label={t(isAct ? 'followUpActions.form.act' : 'followUpActions.form.attachment')}
          description={currentFile ? `${currentFile} — ${t('followUpActions.form.keepAct')}` : undefined}
          accept={isAct ? 'application/pdf' : 'application/pdf,image/jpeg,image/png'}
          value={file}
          onChange={setFile}
          clearable
          error={err('file')}
        />
        <Checkbox
          label={t('followUpActions.form.isLastStep')}
          checked={form.isLastStep === true}
          onChange={(e) => set('isLastStep', e.currentTarget.checked)}
        />
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {apiErrorMessage(t, failure)}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={busy}>
            {t('followUpActions.form.save')}
          </Button>
          <Button variant="subtle" onClick={onCancel}>
            {t('followUpActions.form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
