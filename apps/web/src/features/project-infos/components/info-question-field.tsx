import { otherShare } from '@cri/shared/rules/project-infos';
import type { TInfoQuestion } from '@cri/shared/schemas/project-infos';
import { Group, NumberInput, Text, Textarea } from '@mantine/core';
import { IconPencilCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateTextInput } from '../../../components/forms/date-text-input.tsx';
import {
  IdSelectField,
  type Name,
  NumberTextField,
  useFieldError,
  type Values,
} from '../../../components/forms/value-fields.tsx';
import { localized } from '../../../lib/i18n/localized.ts';

interface Props {
  question: TInfoQuestion;
  index: number;
  disabled: boolean;
  /** Answered from the questionnaire, not saved yet (issue 13): a note says so until it is changed. */
  prefilled?: boolean;
}

/** The "prefilled from your questionnaire" note of an answer, while its prefilled value is unchanged. */
function usePrefillNote(name: Name, prefilled: boolean | undefined): ReactNode {
  const { t } = useTranslation();
  const { getFieldState, formState } = useFormContext<Values>();
  if (!prefilled || getFieldState(name, formState).isDirty) return undefined;
  return (
    <Text span size="xs" c="blue.9" fw={500}>
      <IconPencilCheck size={12} aria-hidden="true" style={{ verticalAlign: 'middle' }} /> {t('projectInfos.prefilled')}
    </Text>
  );
}

/** The label of a question in the current language; optional ones say "not required" (spec 2 §5). */
export function useQuestionLabel(q: TInfoQuestion): string {
  const { t, i18n } = useTranslation();
  const name = localized(q, i18n.language);
  return q.required ? name : `${name} (${t('projectInfos.notRequired')})`;
}

/** The input of one question, by answer type: number, percentage with its computed other share, date, choice, text. */
export function InfoQuestionField({ question: q, index, disabled, prefilled }: Props) {
  const { i18n } = useTranslation();
  const label = useQuestionLabel(q);
  const name = `infos.${index}.value` as const;
  const note = usePrefillNote(name, prefilled);
  switch (q.answerDataType) {
    case 'NUMBER':
      return (
        <NumberTextField
          name={name}
          label={label}
          description={note}
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
          description={note}
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

/** A date in the portal's one date input (DD/MM/YYYY, stored YYYY-MM-DD). */
function DateField({ index, label, required, disabled }: { index: number; label: string; required: boolean; disabled: boolean }) {
  const { t } = useTranslation();
  const { field } = useController<Values, `infos.${number}.value`>({ name: `infos.${index}.value` });
  const error = useFieldError(`infos.${index}.value`);
  return (
    <DateTextInput
      name={field.name}
      ref={field.ref}
      value={field.value ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={label}
      description={t('projectInfos.dateFormat')}
      placeholder={t('projectInfos.datePlaceholder')}
      withAsterisk={required}
      disabled={disabled}
      error={error}
    />
  );
}

function TextAnswer({
  index,
  label,
  description,
  required,
  disabled,
  maxLength,
}: {
  index: number;
  label: string;
  description?: ReactNode;
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
      description={description}
      withAsterisk={required}
      disabled={disabled}
      error={error}
      autosize
      minRows={2}
      maxLength={maxLength + 1}
    />
  );
}
