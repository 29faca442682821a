import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { applyServerErrors } from '../lib/server-errors.ts';

/**
 * A form of the PIAFE area on its shared contract: checked in the browser by the schema the route uses,
 * saved by `onSave`; a refusal puts each message under its field and keeps everything typed.
 */
export function usePiafeForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaultValues: DefaultValues<z.input<S>>) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode: 'onTouched',
  });
}

export function PiafeForm<I extends FieldValues, O>({
  form,
  onSave,
  submitLabel,
  back,
  children,
}: {
  form: UseFormReturn<I, unknown, O>;
  onSave: (values: O) => Promise<unknown>;
  submitLabel: string;
  back?: { to: string; label: string } | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = form.handleSubmit(
    async (values) => {
      setAlert(null);
      setSaving(true);
      try {
        await onSave(values);
      } catch (error) {
        setAlert(applyServerErrors(error, form.setError));
      } finally {
        setSaving(false);
      }
    },
    () => setAlert('piafe.errors.checkFields'),
  );
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('common.optionalField')}
        </Text>
        {alert && (
          <Alert color="red" role="alert">
            {t(alert)}
          </Alert>
        )}
        {children}
        <Group justify="space-between">
          {back ? (
            <Button component={Link} to={back.to} variant="default">
              {back.label}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
