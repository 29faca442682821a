import type { TSubmitProjectDetailsRequest } from '@cri/shared/schemas/project-infos';
import { NumberInput, Select, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { type FieldPath, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export type Values = TSubmitProjectDetailsRequest;
export type Name = FieldPath<Values>;

interface Common {
  name: Name;
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  description?: ReactNode;
}

/** The translated error of a field, once the form was submitted or the server answered. */
export function useFieldError(name: Name): string | undefined {
  const { t } = useTranslation();
  const { getFieldState, formState } = useFormContext<Values>();
  const { error } = getFieldState(name, formState);
  const shown = formState.isSubmitted || error?.type === 'server';
  return shown && error?.message ? t(error.message) : undefined;
}

const numberProps = { thousandSeparator: ' ', decimalSeparator: ',', dir: 'ltr', hideControls: true } as const;

/** A number typed with grouped thousands, stored as the plain text the API keeps ("3000000"). */
export function NumberTextField({
  name,
  label,
  required,
  disabled,
  description,
  unit,
  integer,
}: Common & { unit?: string | null; integer?: boolean }) {
  const { field } = useController<Values>({ name });
  const error = useFieldError(name);
  return (
    <NumberInput
      {...numberProps}
      name={field.name}
      ref={field.ref}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(v) => field.onChange(v === '' || v === null ? null : String(v).replace(',', '.'))}
      onBlur={field.onBlur}
      label={label}
      description={description}
      withAsterisk={required}
      disabled={disabled}
      error={error}
      allowDecimal={!integer}
      decimalScale={integer ? 0 : 2}
      rightSection={unit ? <span aria-hidden="true">{unit}</span> : undefined}
      rightSectionWidth={unit ? 64 : undefined}
    />
  );
}

/** A number stored as a number (years, lands). */
export function NumberValueField({
  name,
  label,
  required,
  disabled,
  unit,
  integer,
}: Common & { unit?: string; integer?: boolean }) {
  const { field } = useController<Values>({ name });
  const error = useFieldError(name);
  return (
    <NumberInput
      {...numberProps}
      name={field.name}
      ref={field.ref}
      value={typeof field.value === 'number' ? field.value : ''}
      onChange={(v) => field.onChange(typeof v === 'number' ? v : null)}
      onBlur={field.onBlur}
      label={label}
      withAsterisk={required}
      disabled={disabled}
      error={error}
      allowDecimal={!integer}
      decimalScale={integer ? 0 : 2}
      rightSection={unit ? <span aria-hidden="true">{unit}</span> : undefined}
      rightSectionWidth={unit ? 48 : undefined}
    />
  );
}

/** Free text typed by the user (dir="auto"), null when blank. */
export function TextValueField({
  name,
  label,
  required,
  disabled,
  maxLength,
  ltr,
}: Common & { maxLength: number; ltr?: boolean }) {
  const { field } = useController<Values>({ name });
  const error = useFieldError(name);
  return (
    <TextInput
      name={field.name}
      ref={(el) => {
        field.ref(el);
        el?.setAttribute('dir', ltr ? 'ltr' : 'auto');
      }}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(e) => field.onChange(e.currentTarget.value === '' ? null : e.currentTarget.value)}
      onBlur={field.onBlur}
      label={label}
      withAsterisk={required}
      disabled={disabled}
      error={error}
      maxLength={maxLength + 1}
    />
  );
}

/** A pick among ids, stored as a number. */
export function IdSelectField({
  name,
  label,
  required,
  disabled,
  options,
  searchable,
}: Common & { options: { value: string; label: string }[]; searchable?: boolean }) {
  const { t } = useTranslation();
  const { field } = useController<Values>({ name });
  const error = useFieldError(name);
  return (
    <Select
      name={field.name}
      ref={field.ref}
      value={typeof field.value === 'number' ? String(field.value) : null}
      onChange={(v) => field.onChange(v === null ? null : Number(v))}
      onBlur={field.onBlur}
      label={label}
      placeholder={t('projectInfos.choose')}
      withAsterisk={required}
      disabled={disabled}
      error={error}
      data={options}
      searchable={searchable}
      clearable={!required}
      allowDeselect={!required}
    />
  );
}
