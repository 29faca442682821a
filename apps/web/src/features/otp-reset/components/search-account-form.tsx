import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, TextInput } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

/** The rule of ZSearchUserQuery, with i18n keys as messages (translated where shown). */
const ZSearchForm = z.object({
  username: z.string().trim().min(1, 'otpReset.fields.emailRequired').pipe(z.email('otpReset.fields.emailInvalid').max(254)),
});
type SearchFormInput = z.input<typeof ZSearchForm>;
type SearchFormValues = z.output<typeof ZSearchForm>;

/** The e-mail search of the account: message once touched, a check mark once valid, no submit while invalid. */
export function SearchAccountForm({ onSearch, loading }: { onSearch: (username: string) => void; loading: boolean }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<SearchFormInput, unknown, SearchFormValues>({
    resolver: zodResolver(ZSearchForm),
    defaultValues: { username: '' },
    mode: 'onTouched',
  });
  const error = formState.errors.username?.message;
  const showValid = formState.touchedFields.username && !error && formState.isValid;

  return (
    <form onSubmit={handleSubmit((values) => onSearch(values.username.toLowerCase()))} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          {...register('username')}
          label={t('otpReset.search.label')}
          placeholder={t('otpReset.search.placeholder')}
          type="email"
          dir="ltr"
          autoComplete="off"
          aria-required
          miw={280}
          style={{ flex: 1 }}
          error={error ? t(error) : undefined}
          rightSection={
            showValid ? (
              <IconCheck size={18} color="var(--mantine-color-green-7)" role="img" aria-label={t('otpReset.search.valid')} />
            ) : null
          }
        />
        <Button type="submit" mt={25} loading={loading} disabled={!formState.isValid}>
          {t('otpReset.search.submit')}
        </Button>
      </Group>
    </form>
  );
}
