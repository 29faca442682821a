import { isIsoDate } from '@cri/shared/rules/exploitation-years';
import { otherShare } from '@cri/shared/rules/project-infos';
import type { TInfoQuestion } from '@cri/shared/schemas/project-infos';
import { Group, NumberInput, Textarea, TextInput } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { IdSelectField, NumberTextField, useFieldError, type Values } from './form-fields.tsx';

interface Props {
  question: TInfoQuestion;
  index: number;
  disabled: boolean;
}

/** The label of a question in the current language; optional ones say "not required" (spec 2 §5). */
export function useQuestionLabel(q: TInfoQuestion): string {
  const { t, i18n } = useTranslation();
  const name = localized(q, i18n.language);
  return q.required ? name : `${name} (${t('projectInfos.notRequired')})`;
}

/** The input of one question, by answer type: number, percentage with its computed other share, date, choice, text. */
export function InfoQuestionField({ question: q, index, disabled }: Props) {
  const { i18n } = useTranslation();
  const label = useQuestionLabel(q);
  const name = `infos.${index}.value` as const;
  switch (q.answerDataType) {
    case 'NUMBER':
      return (
        <NumberTextField
          name={name}
          label={label}
          required={q.required}
          disabled={disabled}
          unit={q.unit}
          integer={q.validationRuleCode === 'POSITIVE_INTEGER'}
        />
      );
    case 'PERCENTAGE':
      return <PercentageField question={q} index={index} disabled={disabled} label={label} />;
    case 'DATE':
      return <DateField index={index} label={label} required={q.required} disabled={disabled} />;
    case 'CHOICE':
      return (
        <IdSelectField
          name={`infos.${index}.choiceItemId`}
          label={label}
          required={q.required}
          disabled={disabled}
          options={q.choices.map((c) => ({ value: String(c.id), label: localized(c, i18n.language) }))}
        />
      );
    case 'STRING':
      return (
        <TextAnswer
          index={index}
          label={label}
          required={q.required}
          disabled={disabled}
          maxLength={q.validationRuleCode === 'TEXT_MAX_500' ? 500 : 1000}
        />
      );
    default:
      return null;
  }
}

function PercentageField({ question: q, index, disabled, label }: Props & { label: string }) {
  const { t } = useTranslation();
  const { setValue } = useFormContext<Values>();
  const { field } = useController<Values, `infos.${number}.value`>({ name: `infos.${index}.value` });
  const error = useFieldError(`infos.${index}.value`);
  const otherError = useFieldError(`infos.${index}.otherValue`);
  const other = otherShare(field.value);
  return (
    <Group align="flex-start" grow>
      <NumberInput
        name={field.name}
        ref={field.ref}
        value={field.value ?? ''}
        onChange={(v) => {
          const text = v === '' || v === null ? null : String(v).replace(',', '.');
          field.onChange(text);
          setValue(`infos.${index}.otherValue`, otherShare(text));
        }}
        onBlur={field.onBlur}
        label={label}
        withAsterisk={q.required}
        disabled={disabled}
        error={error}
        decimalSeparator=","
        rightSection={<span aria-hidden="true">%</span>}
        dir="ltr"
        hideControls
      />
      <NumberInput
        value={other ?? ''}
        label={t(q.code === 'EQUITY_SHARE' ? 'projectInfos.other.EQUITY_SHARE' : 'projectInfos.other.default')}
        description={t('projectInfos.otherHint')}
        error={otherError}
        disabled
        rightSection={<span aria-hidden="true">%</span>}
        dir="ltr"
        hideControls
      />
    </Group>
  );
}

/**
 * A date typed DD/MM/YYYY (the portal's display format, whatever the browser's locale) and stored as the
 * wire's YYYY-MM-DD; anything else is kept as typed, so the rule's "valid date" message shows under it.
 */
function DateField({ index, label, required, disabled }: { index: number; label: string; required: boolean; disabled: boolean }) {
  const { t } = useTranslation();
  const { field } = useController<Values, `infos.${number}.value`>({ name: `infos.${index}.value` });
  const error = useFieldError(`infos.${index}.value`);
  const shown = isIsoDate(field.value) ? formatDate(field.value) : (field.value ?? '');
  return (
    <TextInput
      name={field.name}
      ref={field.ref}
      value={shown}
      onChange={(e) => {
        const text = e.currentTarget.value.trim();
        const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
        field.onChange(text === '' ? null : match ? `${match[3]}-${match[2]}-${match[1]}` : text);
      }}
      onBlur={field.onBlur}
      label={label}
      description={t('projectInfos.dateFormat')}
      placeholder={t('projectInfos.datePlaceholder')}
      withAsterisk={required}
      disabled={disabled}
      error={error}
      inputMode="numeric"
      dir="ltr"
      maw={260}
    />
  );
}

function TextAnswer({
  index,
  label,
  required,
  disabled,
  maxLength,
}: {
  index: number;
  label: string;
  required: boolean;
  disabled: boolean;
  maxLength: number;
}) {
  const { field } = useController<Values, `infos.${number}.value`>({ name: `infos.${index}.value` });
  const error = useFieldError(`infos.${index}.value`);
  return (
    <Textarea
      name={field.name}
      ref={(el) => {
        field.ref(el);
        el?.setAttribute('dir', 'auto');
      }}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(e.currentTarget.value === '' ? null : e.currentTarget.value)}
      onBlur={field.onBlur}
      label={label}
      withAsterisk={required}
      disabled={disabled}
      error={error}
      autosize
      minRows={2}
      maxLength={maxLength + 1}
    />
  );
}
