import { bodySchema, type FieldDecl, offers, type ResourceDecl, type TBackOfficeRecord } from '@cri/shared/back-office/resource';
import { REGIONAL_ROLES } from '@cri/shared/enums/roles';
import { backOfficeDetailPath, backOfficeListPath } from '@cri/shared/paths';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type Control, type FieldValues, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  CheckboxField,
  DateField,
  MultiSelectField,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
} from '../../../components/forms/form-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/error-message.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { useDeleteRecord, useResourcePage, useSaveRecord } from '../api/resources.ts';
import { enumLabel, fieldLabel } from './labels.ts';
import { useRegionNames } from './use-region-names.ts';

type Values = Record<string, unknown>;

function defaults(decl: ResourceDecl, record: TBackOfficeRecord | undefined, regionId: number | null): Values {
  const out: Values = {};
  for (const f of decl.fields) {
    if (f.readOnly) continue;
    const v = record?.[f.name];
    if (record) out[f.name] = v ?? (f.kind === 'ids' ? [] : f.kind === 'boolean' ? false : null);
    else if (f.kind === 'boolean') out[f.name] = f.name === 'active';
    else if (f.kind === 'ids') out[f.name] = [];
    else if (f.kind === 'region') out[f.name] = regionId;
    else if (f.kind === 'int' || f.kind === 'enum') out[f.name] = null;
    else out[f.name] = '';
  }
  return out;
}

/** The options of an `ids` or `int` field naming records: the records of the resource it names. */
function useRefOptions(resource: string | undefined) {
  const { i18n } = useTranslation();
  const page = useResourcePage(resource ?? '', { size: 200, page: 0 }, resource !== undefined);
  if (!resource) return [];
  return (page.data?.items ?? []).map((r) => ({
    value: String(r.id),
    label: localized({ fr: String(r.nameFr ?? r.id), ar: String(r.nameAr ?? r.id) }, i18n.language),
  }));
}

/** A value shown but not editable (the username once created, the region of a regional support's records). */
function ReadOnlyValue({
  control,
  name,
  label,
  show,
}: {
  control: Control<FieldValues>;
  name: string;
  label: string;
  show: (v: unknown) => string;
}) {
  const value = useWatch({ control, name });
  return <TextInput label={label} value={show(value)} readOnly dir="auto" />;
}

function Field({
  f,
  control,
  editing,
  regionLocked,
}: {
  f: FieldDecl;
  control: Control<FieldValues>;
  editing: boolean;
  regionLocked: boolean;
}) {
  const { t } = useTranslation();
  const regions = useRegionNames();
  const refOptions = useRefOptions(f.kind === 'ids' || f.kind === 'int' ? f.ref : undefined);
  const label = fieldLabel(t, f.name);
  const optional = !f.required;
  if (editing && f.createOnly) {
    const show = (v: unknown): string => {
      if (v === null || v === undefined) return '';
      if (f.kind === 'region') return regions.name(Number(v)) ?? String(v);
      if (f.ref) return refOptions.find((o) => o.value === String(v))?.label ?? String(v);
      return String(v);
    };
    return <ReadOnlyValue control={control} name={f.name} label={label} show={show} />;
  }
  switch (f.kind) {
    case 'boolean':
      return <CheckboxField control={control} name={f.name} label={label} />;
    case 'int':
      return f.ref ? (
        <SelectField control={control} name={f.name} label={label} optional={optional} options={refOptions} numeric />
      ) : (
        <NumberField control={control} name={f.name} label={label} optional={optional} min={f.min} max={f.max} />
      );
    case 'date':
      return <DateField control={control} name={f.name} label={label} optional={optional} />;
    case 'region':
      return regionLocked ? (
        <ReadOnlyValue control={control} name={f.name} label={label} show={(v) => regions.name(Number(v)) ?? ''} />
      ) : (
        <SelectField control={control} name={f.name} label={label} optional={optional} options={regions.options} numeric />
      );
    case 'enum':
      return (
        <SelectField
          control={control}
          name={f.name}
          label={label}
          optional={optional}
          options={(f.options ?? []).map((o) => ({ value: o, label: enumLabel(t, f.name, o) }))}
        />
      );
    case 'ids':
      return <MultiSelectField control={control} name={f.name} label={label} options={refOptions} />;
    case 'longText':
      return <TextareaField control={control} name={f.name} label={label} optional={optional} maxLength={5000} />;
    default:
      return (
        <TextField
          control={control}
          name={f.name}
          label={label}
          optional={optional}
          maxLength={200}
          type={f.kind === 'email' ? 'email' : 'text'}
          ltr={f.kind === 'email' || f.kind === 'time'}
        />
      );
  }
}

/**
 * The create and edit form of a resource, from its declaration and its shared zod schema (decision 060).
 * Server refusals land on their field (409 on the username, 422 on a field); nothing typed is lost.
 */
export function ResourceForm({ decl, record }: { decl: ResourceDecl; record?: TBackOfficeRecord }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const regional = (user?.roles ?? []).some((r) => REGIONAL_ROLES.includes(r));
  const editing = record !== undefined;
  const schema = bodySchema(decl, editing ? 'update' : 'create');
  const { control, handleSubmit, setError, getValues } = useForm<FieldValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: defaults(decl, record, regional ? (user?.regionId ?? null) : null),
  });
  const save = useSaveRecord(decl.name, record?.id ?? null);
  const remove = useDeleteRecord(decl.name);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const body = editing ? values : { ...getValues(), ...values };
      const saved = await save.mutateAsync(body);
      toastSuccess(t('backOffice.form.saved'));
      if (!editing) navigate(backOfficeDetailPath(decl.name, saved.id));
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const known = err.fieldErrors.filter((fe) => decl.fields.some((f) => f.name === fe.field));
      for (const fe of known) setError(fe.field, { type: 'server', message: fe.messageKey });
      if (known.length === 0) setFailure(apiErrorMessage(t, err));
    }
  });

  const confirmDelete = async () => {
    if (!record) return;
    setConfirming(false);
    try {
      const { outcome } = await remove.mutateAsync(record.id);
      toastSuccess(t(`backOffice.form.outcome.${outcome}`));
      navigate(backOfficeListPath(decl.name));
    } catch (err) {
      if (err instanceof ApiError) setFailure(apiErrorMessage(t, err));
      else throw err;
    }
  };

  const fields = decl.fields.filter((f) => !f.readOnly);
  // Long computed texts (a rule's conditions the form does not edit, decision 088) are shown, never edited.
  const shown = editing ? decl.fields.filter((f) => f.readOnly && f.kind === 'longText' && record?.[f.name]) : [];
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {fields.map((f) => (
            <Field
              key={f.name}
              f={f}
              control={control}
              editing={editing}
              regionLocked={regional && f.kind === 'region' && decl.regionScoped}
            />
          ))}
        </SimpleGrid>
        {shown.map((f) => (
          <Textarea key={f.name} label={fieldLabel(t, f.name)} value={String(record?.[f.name])} readOnly autosize dir="ltr" />
        ))}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {editing ? t('backOffice.form.save') : t('backOffice.form.create')}
          </Button>
          {editing && offers(decl, 'delete') ? (
            <Button color="red" variant="light" onClick={() => setConfirming(true)}>
              {t(`backOffice.form.delete.${decl.deleteMode}`)}
            </Button>
          ) : null}
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t(`backOffice.form.delete.${decl.deleteMode}`)}>
        <Text mb="md">{t(`backOffice.form.confirm.${decl.deleteMode}`)}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('backOffice.form.cancel')}
          </Button>
          <Button color="red" onClick={confirmDelete} loading={remove.isPending}>
            {t('backOffice.form.confirmButton')}
          </Button>
        </Group>
      </Modal>
    </form>
  );
}
