import { isIsoDate } from '@cri/shared/rules/exploitation-years';
import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  /** The stored value: YYYY-MM-DD, or the text as typed while it is not a whole date yet. */
  value: string | null;
  /** YYYY-MM-DD once a DD/MM/YYYY date is typed, the text as typed otherwise, null when emptied. */
  onChange: (value: string | null) => void;
  ref?: Ref<HTMLInputElement>;
};

/**
 * The portal's one date input (issue 13): typed DD/MM/YYYY, the display format of every date of the
 * portal whatever the browser's language, and stored as the wire's YYYY-MM-DD. Never the browser's native
 * picker, whose format and look change with the browser. What is typed is kept as typed until it is a
 * date, so a rule's "valid date" message shows under it and nothing typed is lost.
 */
export function DateTextInput({ value, onChange, description, placeholder, ref, ...props }: Props) {
  const { t } = useTranslation();
  const shown = isIsoDate(value) ? formatDate(value) : (value ?? '');
  return (
    <TextInput
      {...props}
      ref={ref}
      value={shown}
      onChange={(e) => {
        const text = e.currentTarget.value.trim();
        const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
        onChange(text === '' ? null : match ? `${match[3]}-${match[2]}-${match[1]}` : text);
      }}
      description={description ?? t('common.form.dateFormat')}
      placeholder={placeholder ?? t('common.form.datePlaceholder')}
      inputMode="numeric"
      autoComplete="off"
      dir="ltr"
      maxLength={10}
      maw={props.maw ?? 260}
    />
  );
}
