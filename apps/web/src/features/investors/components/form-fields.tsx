import { Select, TextInput } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Marked '* Champ facultatif' (spec 1 §5). */
  optional?: boolean;
  description?: ReactNode;
  disabled?: boolean;
}

/** The message once touched (or after a submit attempt), a check mark once valid (spec 1 §5). */
function useFieldState<T extends FieldValues>(control: Control<T>, name: FieldPath<T>) {
  const { t } = useTranslation();
  const { field, fieldState, formState } = useController({ control, name });
  const shown = fieldState.isTouched || formState.isSubmitted;
  const empty = field.value === null || field.value === undefined || String(field.value).trim() === '';
  const error = shown && fieldState.error?.message ? t(fieldState.error.message) : undefined;
  const check =
    shown && !fieldState.error && !empty ? (
      <IconCheck size={18} color="var(--mantine-color-green-7)" aria-label={t('investors.fields.valid')} />
    ) : null;
  return { field, error, check };
}

function labelOf(label: string, optional: boolean | undefined, t: (k: string) => string): string {
  return optional ? `${label} (${t('investors.fields.optional')})` : label;
}

/** A text field; user-entered text takes its own direction (dir="auto"), numbers stay left to right. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  optional,
  description,
  disabled,
  numeric,
  maxLength,
}: FieldProps<T> & { numeric?: boolean; maxLength?: number }) {
  const { t } = useTranslation();
  const { field, error, check } = useFieldState(control, name);
  return (
    <TextInput
      name={field.name}
      // Mantine puts `dir` on its wrapper; the input itself must carry it for its value's direction.
      ref={(el) => {
        field.ref(el);
        el?.setAttribute('dir', numeric ? 'ltr' : 'auto');
      }}
      value={String(field.value ?? '')}
      onChange={(e) => field.onChange(e.currentTarget.value)}
      onBlur={field.onBlur}
      label={labelOf(label, optional, t)}
      description={description}
      disabled={disabled}
      withAsterisk={false}
      aria-required={!optional}
      error={error}
      rightSection={check}
      maxLength={maxLength}
      inputMode={numeric ? 'numeric' : undefined}
    />
  );
}

export interface SelectOption {
  value: number | string;
  label: string;
}

/** A select over choice ids (numbers) or codes; disabled while its list is empty (spec 1 §5). */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  label,
  optional,
  disabled,
  options,
  onValueChange,
}: FieldProps<T> & { options: SelectOption[]; onValueChange?: (value: number | string | null) => void }) {
  const { t } = useTranslation();
  const { field, error, check } = useFieldState(control, name);
  const numeric = typeof options[0]?.value === 'number';
  return (
    <Select
      name={field.name}
      ref={field.ref}
      data={options.map((o) => ({ value: String(o.value), label: o.label }))}
      value={field.value === null || field.value === undefined ? null : String(field.value)}
      onChange={(v) => {
        const next = v === null ? null : numeric ? Number(v) : v;
        field.onChange(next);
        field.onBlur();
        onValueChange?.(next);
      }}
      onBlur={field.onBlur}
      label={labelOf(label, optional, t)}
      placeholder={t('investors.fields.select')}
      disabled={disabled || options.length === 0}
      searchable={options.length > 12}
      clearable={optional}
      aria-required={!optional}
      error={error}
      rightSection={check ?? undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
