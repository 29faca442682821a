import { COMMISSION_TEXT_MAX } from '@cri/shared/schemas/commission';
import { Textarea } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** An optional comment of at most 1200 characters (spec 2 §9), six rows, text direction from its content. */
export function CommentField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Textarea
          name={field.name}
          ref={field.ref}
          dir="auto"
          label={label}
          value={String(field.value ?? '')}
          onChange={(e) => field.onChange(e.currentTarget.value)}
          onBlur={field.onBlur}
          error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
          description={`${String(field.value ?? '').length} / ${COMMISSION_TEXT_MAX}`}
          rows={6}
          maxLength={COMMISSION_TEXT_MAX + 1}
        />
      )}
    />
  );
}
