import { Checkbox, MultiSelect, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import { createContext, type ReactNode, useContext } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateTextInput } from './date-text-input.tsx';

/**
 * Form fields bound to react-hook-form (questionnaire, project form…): a field's message is an i18n key,
 * translated here, shown once the field was left or the form submitted; server errors show at once.
 */

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  description?: ReactNode;
  /** Not required to continue (drafts never require anything). */
  optional?: boolean;
}

export interface Option {
  value: string;
  label: string;
}

/**
 * Fields a form offers already filled (issue 13: the deposit's prefill), by field name, with the note shown
 * under each ("Prefilled from your profile") until the user changes the value.
 */
export const PrefilledFields = createContext<ReadonlyMap<string, ReactNode>>(new Map());

/** The translated message once the field was left or the form submitted (server errors arrive after a submit). */
function useField<T extends FieldValues>(control: Control<T>, name: FieldPath<T>) {
  const { t } = useTranslation();
  const { field, fieldState, formState } = useController({ control, name });
  const prefill = useContext(PrefilledFields).get(name);
  const shown = fieldState.isTouched || formState.isSubmitted || fieldState.error?.type === 'server';
  return {
    field,
    error: shown && fieldState.error?.message ? t(fieldState.error.message) : undefined,
    prefillNote: fieldState.isDirty ? undefined : prefill,
  };
}

/** The field's own description, and the prefill note while the prefilled value is unchanged. */
const withNote = (description: ReactNode, note: ReactNode): ReactNode =>
  note ? (
    description ? (
      <>
        {description}
        <br />
        {note}
      </>
    ) : (
      note
    )
  ) : (
    description
  );

const useLabel = (label: string, optional?: boolean) => {
  const { t } = useTranslation();
  return optional ? `${label} (${t('common.form.optional')})` : label;
};

/** Free text typed by the user: its direction follows its content (dir="auto"), or ltr for codes and numbers. */
export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  optional,
  maxLength,
  ltr,
  type,
  inputMode,
}: FieldProps<T> & {
  maxLength: number;
  ltr?: boolean;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'numeric' | 'email' | 'tel';
}) {
  const { field, error, prefillNote } = useField(control, name);
  return (
    <TextInput
      name={field.name}
      ref={(el) => {
        field.ref(el);
        el?.setAttribute('dir', ltr ? 'ltr' : 'auto');
      }}
      type={type ?? 'text'}
      inputMode={inputMode}
      value={String(field.value ?? '')}
      onChange={(e) => field.onChange(e.currentTarget.value)}
      onBlur={field.onBlur}
      label={useLabel(label, optional)}
      description={withNote(description, prefillNote)}
      error={error}
      withAsterisk={!optional}
      // One character more than allowed, so the rule's own message shows instead of a silent cut.
      maxLength={maxLength + 1}
    />
  );
}

/**
 * A date, typed DD/MM/YYYY like every date of the portal (never the browser's own picker, whose format
 * follows the browser's language), stored as the wire's YYYY-MM-DD ('' when empty).
 */
export function DateField<T extends FieldValues>({ control, name, label, description, optional }: FieldProps<T>) {
  const { field, error, prefillNote } = useField(control, name);
  return (
    <DateTextInput
      name={field.name}
      ref={field.ref}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(v) => field.onChange(v ?? '')}
      onBlur={field.onBlur}
      label={useLabel(label, optional)}
      description={withNote(description, prefillNote)}
      error={error}
      withAsterisk={!optional}
    />
  );
}

export function TextareaField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  maxLength,
}: FieldProps<T> & { maxLength: number }) {
  const { field, error, prefillNote } = useField(control, name);
  return (
    <Textarea
      name={field.name}
      ref={(el) => {
        field.ref(el);
        el?.setAttribute('dir', 'auto');
      }}
      value={String(field.value ?? '')}
      onChange={(e) => field.onChange(e.currentTarget.value)}
      onBlur={field.onBlur}
      label={useLabel(label)}
      description={withNote(description, prefillNote)}
      error={error}
      withAsterisk
      rows={5}
      resize="vertical"
      maxLength={maxLength + 1}
    />
  );
}

/** A number or null (empty): never the empty string, so the shared schema sees what it expects. */
export function NumberField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  optional,
  decimals,
  min,
  max,
  grouping = true,
}: FieldProps<T> & {
  decimals?: number;
  min?: number;
  max?: number;
  /** Thousands grouped ("5 000 000"); false for a year or a code ("2027", never "2 027"). */
  grouping?: boolean;
}) {
  const { field, error, prefillNote } = useField(control, name);
  return (
    <NumberInput
      name={field.name}
      ref={field.ref}
      value={typeof field.value === 'number' ? field.value : ''}
      onChange={(v) => field.onChange(typeof v === 'number' ? v : null)}
      onBlur={field.onBlur}
      label={useLabel(label, optional)}
      description={withNote(description, prefillNote)}
      error={error}
      withAsterisk={!optional}
      thousandSeparator={grouping ? ' ' : undefined}
      decimalSeparator=","
      decimalScale={decimals ?? 0}
      allowNegative={false}
      allowDecimal={(decimals ?? 0) > 0}
      min={min}
      max={max}
      dir="ltr"
      hideControls
    />
  );
}

/** A select over ids (stored as numbers) or codes (stored as strings). */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  optional,
  options,
  numeric,
  onPicked,
  searchable,
}: FieldProps<T> & { options: Option[]; numeric?: boolean; onPicked?: () => void; searchable?: boolean }) {
  const { t } = useTranslation();
  const { field, error, prefillNote } = useField(control, name);
  return (
    <Select
      name={field.name}
      ref={field.ref}
      value={field.value === null || field.value === undefined ? null : String(field.value)}
      onChange={(v) => {
        field.onChange(v === null ? null : numeric ? Number(v) : v);
        onPicked?.();
      }}
      onBlur={field.onBlur}
      label={useLabel(label, optional)}
      description={withNote(description, prefillNote)}
      placeholder={t('common.form.choose')}
      error={error}
      withAsterisk={!optional}
      data={options}
      searchable={searchable ?? options.length > 8}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Several ids (numbers). */
export function MultiSelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  optional,
  codes,
}: FieldProps<T> & {
  options: Option[];
  /** The values are codes (text), not ids. */
  codes?: boolean;
}) {
  const { t } = useTranslation();
  const { field, error, prefillNote } = useField(control, name);
  const shownLabel = useLabel(label, optional);
  const value = Array.isArray(field.value) ? (field.value as (number | string)[]).map(String) : [];
  return (
    <MultiSelect
      name={field.name}
      ref={field.ref}
      value={value}
      onChange={(v) => field.onChange(codes ? v : v.map(Number))}
      onBlur={field.onBlur}
      label={optional ? shownLabel : label}
      description={prefillNote}
      placeholder={value.length === 0 ? t('common.form.choose') : undefined}
      error={error}
      withAsterisk={!optional}
      data={options}
      searchable
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export function CheckboxField<T extends FieldValues>({ control, name, label }: FieldProps<T>) {
  const { field, error } = useField(control, name);
  return (
    <Checkbox
      name={field.name}
      ref={field.ref}
      checked={field.value === true}
      onChange={(e) => field.onChange(e.currentTarget.checked)}
      onBlur={field.onBlur}
      label={label}
      error={error}
    />
  );
}
