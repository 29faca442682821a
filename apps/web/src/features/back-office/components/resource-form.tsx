import {
  bodySchema,
  type FieldDecl,
  type Lookup,
  offers,
  type ResourceDecl,
  type TBackOfficeRecord,
} from '@cri/shared/back-office/resource';
import { REGIONAL_ROLES } from '@cri/shared/enums/roles';
import { backOfficeDetailPath, backOfficeListPath } from '@cri/shared/paths';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  FileInput,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useRef, useState } from 'react';
import { type Control, type FieldValues, type Resolver, useForm, useWatch } from 'react-hook-form';
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
import { useRegionAdministrations } from '../../reference-data/api/get-administrations.ts';
import { useCommunes } from '../../reference-data/api/get-communes.ts';
import { useProvinces } from '../../reference-data/api/get-provinces.ts';
import { useSectors } from '../../reference-data/api/get-sectors.ts';
import { useDeleteRecord, useRecordFileUrl, useResourcePage, useSaveRecord, useSaveRecordWithFile } from '../api/resources.ts';
import { enumLabel, fieldLabel } from './labels.ts';
import { useRegionNames } from './use-region-names.ts';

type Values = Record<string, unknown>;

function defaults(decl: ResourceDecl, record: TBackOfficeRecord | undefined, regionId: number | null): Values {
  const out: Values = {};
  for (const f of decl.fields) {
    if (f.readOnly) continue;
    const v = record?.[f.name];
    if (record) out[f.name] = v ?? (f.kind === 'ids' || f.kind === 'codes' ? [] : f.kind === 'boolean' ? false : null);
    else if (f.initial !== undefined) out[f.name] = f.kind === 'boolean' ? f.initial === 'true' : f.initial;
    else if (f.kind === 'boolean') out[f.name] = f.name === 'active';
    else if (f.kind === 'ids' || f.kind === 'codes') out[f.name] = [];
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

/**
 * The options of a `lookup` field (decision 087): reference data of the record's region as the form holds it
 * now (the communes also of the provinces chosen, when any are); nothing until a region is chosen.
 */
function useLookupOptions(lookup: Lookup, control: Control<FieldValues>) {
  const { i18n } = useTranslation();
  const regionValue = useWatch({ control, name: 'regionId' });
  const chosenProvinces = useWatch({ control, name: 'provinceIds' });
  const regionId = typeof regionValue === 'number' ? regionValue : null;
  const provinces = useProvinces();
  const communes = useCommunes(lookup === 'communes');
  const administrations = useRegionAdministrations(lookup === 'administrations' ? regionId : null);
  const sectors = useSectors();
  const option = (r: { id: number; nameFr: string; nameAr: string }) => ({
    value: String(r.id),
    label: localized(r, i18n.language),
  });
  if (lookup === 'sectors') {
    // The whole tree, each category and subcategory after its parent's name (not narrowed to a region).
    const all = sectors.data ?? [];
    const byId = new Map(all.map((s) => [s.id, s]));
    const path = (s: (typeof all)[number]): string => {
      const parent = s.parentId === null ? undefined : byId.get(s.parentId);
      return parent ? `${path(parent)} › ${localized(s, i18n.language)}` : localized(s, i18n.language);
    };
    return all.map((s) => ({ value: String(s.id), label: path(s) }));
  }
  if (regionId === null) return [];
  if (lookup === 'provinces') return (provinces.data ?? []).filter((p) => p.regionId === regionId).map(option);
  if (lookup === 'communes') {
    const among = Array.isArray(chosenProvinces) ? (chosenProvinces as number[]) : [];
    return (communes.data ?? [])
      .filter((c) => c.regionId === regionId && (among.length === 0 || among.includes(c.provinceId)))
      .map(option);
  }
  return (administrations.data ?? []).map(option);
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

interface FieldProps {
  f: FieldDecl;
  control: Control<FieldValues>;
  editing: boolean;
  regionLocked: boolean;
}

/** A field whose options (if any) name records of a back-office resource (`ref`). */
function ResourceField(props: FieldProps) {
  const { f } = props;
  const options = useRefOptions(f.kind === 'ids' || f.kind === 'int' ? f.ref : undefined);
  return <FieldBody {...props} refOptions={options} />;
}

/** A field picking reference data of the record's region (`lookup`, decision 087). */
function LookupField(props: FieldProps & { lookup: Lookup }) {
  const options = useLookupOptions(props.lookup, props.control);
  return <FieldBody {...props} refOptions={options} />;
}

function Field(props: FieldProps) {
  return props.f.lookup ? <LookupField {...props} lookup={props.f.lookup} /> : <ResourceField {...props} />;
}

function FieldBody({
  f,
  control,
  editing,
  regionLocked,
  refOptions,
}: FieldProps & { refOptions: { value: string; label: string }[] }) {
  const { t } = useTranslation();
  const regions = useRegionNames();
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
      return f.ref || f.lookup ? (
        <SelectField control={control} name={f.name} label={label} optional={optional} options={refOptions} numeric searchable />
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
      return (
        <MultiSelectField
          control={control}
          name={f.name}
          label={label}
          options={refOptions}
          optional={f.lookup ? true : undefined}
        />
      );
    case 'codes':
      return (
        <MultiSelectField
          control={control}
          name={f.name}
          label={label}
          options={(f.options ?? []).map((o) => ({ value: o, label: enumLabel(t, f.name, o) }))}
          optional
          codes
        />
      );
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
 * The file a record carries (decision 087): a picture is shown, another file (a template) offered to download.
 */
function StoredFile({
  decl,
  record,
  removing,
  onRemoving,
}: {
  decl: ResourceDecl;
  record: TBackOfficeRecord;
  removing: boolean;
  onRemoving: (remove: boolean) => void;
}) {
  const { t } = useTranslation();
  const upload = decl.upload;
  const stored = upload !== undefined && record[upload.flag] === true;
  // A new version of the record (its file replaced) fetches the file again.
  const url = useRecordFileUrl(decl, record.id, stored, JSON.stringify(record));
  if (!upload || !stored || !url) return null;
  const picture = upload.accepted.every((m) => m.startsWith('image/'));
  return picture ? (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t(`backOffice.form.storedFile.${upload.field}`)}
      </Text>
      <Image
        src={url}
        alt={t(`backOffice.form.storedFile.${upload.field}Alt`)}
        maw={240}
        mah={120}
        fit="contain"
        bd="1px solid gray.4"
        opacity={removing ? 0.4 : 1}
      />
      {upload.removable ? (
        <Checkbox
          label={t('backOffice.form.removeFile')}
          checked={removing}
          onChange={(e) => onRemoving(e.currentTarget.checked)}
        />
      ) : null}
    </Stack>
  ) : (
    <Anchor href={url} download={`${decl.name}-${record.id}`}>
      {t('backOffice.form.storedFile.download')}
    </Anchor>
  );
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
  const mode = editing ? 'update' : 'create';
  const upload = decl.upload;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [removeFile, setRemoveFile] = useState(false);
  const chosen = useRef<File | null>(null);
  chosen.current = file;
  const { control, handleSubmit, setError, getValues } = useForm<FieldValues>({
    // The same schema as the route's; with a file chosen, the fields it needs (the template title) are required.
    resolver: (values, context, options) =>
      (zodResolver(bodySchema(decl, mode, { withFile: chosen.current !== null }) as never) as Resolver<FieldValues>)(
        values,
        context,
        options,
      ),
    defaultValues: defaults(decl, record, regional ? (user?.regionId ?? null) : null),
  });
  const save = useSaveRecord(decl.name, record?.id ?? null);
  const saveWithFile = useSaveRecordWithFile(decl, record?.id ?? null);
  const remove = useDeleteRecord(decl.name);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setFileError(null);
    try {
      const body = editing ? values : { ...getValues(), ...values };
      const saved = upload
        ? await saveWithFile.mutateAsync({ body, file, removeFile: removeFile && file === null })
        : await save.mutateAsync(body);
      toastSuccess(t('backOffice.form.saved'));
      setFile(null);
      setRemoveFile(false);
      if (!editing) navigate(backOfficeDetailPath(decl.name, saved.id));
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const known = err.fieldErrors.filter((fe) => decl.fields.some((f) => f.name === fe.field));
      for (const fe of known) setError(fe.field, { type: 'server', message: fe.messageKey });
      // A refused file (the spec's 9994, a virus, too large): under the file, the record typed is kept.
      const onFile = err.fieldErrors.find((fe) => upload && (fe.field === upload.field || fe.field === 'file'));
      if (onFile) setFileError(t(onFile.messageKey));
      if (known.length === 0 && !onFile) setFailure(apiErrorMessage(t, err));
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
        {upload ? (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <FileInput
              label={fieldLabel(t, upload.field)}
              description={t(`backOffice.form.fileHint.${upload.field}`)}
              accept={upload.accepted.join(',')}
              value={file}
              onChange={(f) => {
                setFile(f);
                setFileError(null);
              }}
              clearable
              placeholder={t('backOffice.form.chooseFile')}
              // The placeholder is an element here (not ::placeholder): secondary text colour, 4.5:1 (docs/quality.md).
              styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
              error={fileError}
            />
            {record ? <StoredFile decl={decl} record={record} removing={removeFile} onRemoving={setRemoveFile} /> : null}
          </SimpleGrid>
        ) : null}
        {shown.map((f) => (
          <Textarea key={f.name} label={fieldLabel(t, f.name)} value={String(record?.[f.name])} readOnly autosize dir="ltr" />
        ))}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={save.isPending || saveWithFile.isPending}>
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
