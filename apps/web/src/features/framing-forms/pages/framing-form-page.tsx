import type { TSaveFramingFormRequest, TSaveFramingFormResponse } from '@cri/shared/schemas/framing-forms';
import {
  FRAMING_FORM_PATHS,
  framingFormDetailsPath,
  framingFormProceduresPath,
  meetingPath,
} from '@cri/shared/schemas/framing-forms';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useCreateFirstStep } from '../api/create-first-step.ts';
import { useFramingForm } from '../api/get-framing-form.ts';
import { useUpdateFirstStep } from '../api/update-first-step.ts';
import { FramingForm } from '../components/framing-form.tsx';
import { answersOf, emptyAnswers } from '../lib/form-values.ts';

/**
 * /framing-form (new) and /framing-form/{id} (edit), spec 2 §2. Saved: to the recommended procedures, or
 * to the appointment already linked to the questionnaire (spec 2 §4); past the daily maximum (429): to
 * /reach-max-attemps/error (spec 2 §8).
 */
export default function FramingFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rawId = useParams().id;
  const id = rawId === undefined ? null : parseId(rawId);
  const existing = useFramingForm(id);
  const create = useCreateFirstStep();
  const update = useUpdateFirstStep(id ?? 0);

  const onSubmit = async (body: TSaveFramingFormRequest): Promise<unknown> => {
    try {
      const saved: TSaveFramingFormResponse = id === null ? await create.mutateAsync(body) : await update.mutateAsync(body);
      void navigate(saved.appointmentId !== null ? meetingPath(saved.appointmentId) : framingFormProceduresPath(saved.id));
      return null;
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 429) {
        void navigate(FRAMING_FORM_PATHS.maxAttempts);
        return null;
      }
      return failure;
    }
  };

  const title = t(rawId === undefined ? 'framingForms.form.newTitle' : 'framingForms.form.editTitle');
  const header = (
    <Stack gap="xs">
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{t('framingForms.form.lead')}</Text>
    </Stack>
  );
  if (rawId !== undefined) {
    if (id !== null && existing.isPending) return <PageLoader />;
    const notFound = id === null || (existing.error instanceof ApiError && existing.error.status === 404);
    if (!existing.data)
      return (
        <Stack gap="lg">
          {header}
          <Alert color={notFound ? 'gray' : 'red'} variant="light" role="alert">
            {t(notFound ? 'framingForms.form.notFound' : 'framingForms.form.loadFailed')}
          </Alert>
        </Stack>
      );
    if (!existing.data.abilities.edit)
      return (
        <Stack gap="lg">
          {header}
          <Alert color="yellow" variant="light" role="alert">
            {t('framingForms.form.notEditable')}{' '}
            <Anchor component={Link} to={framingFormDetailsPath(existing.data.id)}>
              {t('framingForms.procedures.details')}
            </Anchor>
          </Alert>
        </Stack>
      );
  }
  return (
    <Stack gap="lg">
      {header}
      <FramingForm
        key={existing.data?.id ?? 'new'}
        initial={existing.data ? answersOf(existing.data) : emptyAnswers()}
        submitting={create.isPending || update.isPending}
        onSubmit={onSubmit}
      />
    </Stack>
  );
}
