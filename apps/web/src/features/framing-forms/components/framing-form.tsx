import type { TFramingFormFields, TSaveFramingFormRequest } from '@cri/shared/schemas/framing-forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type FieldPath, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '../../../components/forms/captcha-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCaptcha } from '../../../lib/captcha/get-captcha.ts';
import { type TFramingFormPage, ZFramingFormPage } from '../lib/form-values.ts';
import { ConstructionSection, LandSection } from './land-sections.tsx';
import { FiguresSection, InvestorSection, ProjectSection } from './project-sections.tsx';

interface Props {
  initial: TFramingFormFields;
  submitting: boolean;
  /** Resolves with the failure (null on success: the page navigates away). */
  onSubmit: (body: TSaveFramingFormRequest) => Promise<unknown>;
}

/**
 * The qualification questionnaire (spec 2 §3), checked by the shared schema the API uses. On any failure
 * the captcha is replaced (it is single use) and only its answer is cleared: every other answer stays.
 */
export function FramingForm({ initial, submitting, onSubmit }: Props) {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<TFramingFormPage>({
    resolver: zodResolver(ZFramingFormPage),
    mode: 'onTouched',
    defaultValues: { framingForm: initial, captchaAnswer: '' },
  });
  const { control, register, setValue, setError, formState } = form;

  const submit = form.handleSubmit(async ({ framingForm, captchaAnswer }) => {
    setAlert(null);
    const failure = await onSubmit({ framingForm, captcha: { captchaId: captcha.captcha?.captchaId ?? '', captchaAnswer } });
    if (!failure) return;
    setValue('captchaAnswer', '');
    captcha.refresh();
    const error = failure instanceof ApiError ? failure : null;
    let first = true;
    for (const { field, messageKey } of error?.fieldErrors ?? []) {
      const name = (field === 'captchaAnswer' ? 'captchaAnswer' : field.replace(/^body\./, '')) as FieldPath<TFramingFormPage>;
      setError(name, { type: 'server', message: messageKey }, { shouldFocus: first });
      first = false;
    }
    setAlert(error?.messageKey ?? 'errors.INTERNAL');
  });

  const captchaError = formState.errors.captchaAnswer?.message;
  const shownAlert = alert ?? (formState.isSubmitted && !formState.isValid ? 'framingForms.form.failed' : null);
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            {t('framingForms.form.requiredNote')}
          </Text>
          <InvestorSection control={control} />
          <ProjectSection control={control} />
          <FiguresSection control={control} />
          <LandSection control={control} />
          <ConstructionSection control={control} />
          <Fieldset legend={t('framingForms.form.sections.captcha')} maw={420}>
            <CaptchaField
              captcha={captcha}
              answer={register('captchaAnswer')}
              error={captchaError ? t(captchaError) : undefined}
              onRefresh={() => setValue('captchaAnswer', '')}
            />
          </Fieldset>
          {shownAlert ? (
            <Alert color="red" variant="light" role="alert">
              {t(shownAlert)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={submitting}>
              {t('framingForms.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
