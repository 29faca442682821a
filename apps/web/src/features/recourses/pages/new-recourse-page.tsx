import { RECOURSE_EXPLANATION_MAX, RECOURSE_REASON_MAX, type RecourseType } from '@cri/shared/enums/recourses';
import { recourseInformationPath, type TRecourseForm, ZRecourseForm } from '@cri/shared/schemas/recourses';
import { Alert, Button, Checkbox, FileInput, Group, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { localized } from '../../../lib/i18n/localized.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useProvidedDocuments } from '../../documents/api/get-provided-documents.ts';
import { useRecourseStatus } from '../api/get-recourse-status.ts';
import { LoadFailure } from '../components/load-failure.tsx';
import { ProjectHeading } from '../components/project-heading.tsx';
import { getDraft, saveDraft } from '../lib/draft.ts';
import { confirmPath, kindOfSlug } from '../lib/kind.ts';

/** The signed request: jpg, png or pdf (the server checks the real type again). */
const REQUEST_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];

/** /projects/{id}/new-recourse/{type}: the appeal form of a kind; checked here, sent from the confirmation page. */
export default function NewRecoursePage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = parseId(params.id);
  const type = kindOfSlug(params.type);
  const status = useRecourseStatus(id);
  if (type === null)
    return (
      <Alert color="gray" variant="light" role="alert">
        {t('recoursesInvestor.form.badType')}
      </Alert>
    );
  if (id !== null && status.isPending) return <PageLoader />;
  if (id === null || !status.data) return <LoadFailure error={id === null ? null : status.error} />;
  const part = type === 'GRACIOUS' ? status.data.gracious : status.data.ministerial;
  return (
    <Stack gap="lg" maw={760}>
      <ProjectHeading projectId={id} title={`${t('recoursesInvestor.form.title')} — ${t(`recoursesInvestor.kinds.${type}`)}`} />
      {part.available ? null : (
        <Alert color="orange" variant="light" role="alert" title={t('recoursesInvestor.form.notAvailable')}>
          {part.refusal ? t(`recourses.errors.${part.refusal}`) : null}
        </Alert>
      )}
      <RecourseForm projectId={id} type={type} />
    </Stack>
  );
}

function RecourseForm({ projectId, type }: { projectId: number; type: RecourseType }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const draft = getDraft(projectId);
  const kept = draft?.type === type ? draft : undefined;
  const [form, setForm] = useState<TRecourseForm>(
    kept?.form ?? { projectId, reason: '', explanation: '', honourDeclaration: false as true, providedDocumentIds: [] },
  );
  const [file, setFile] = useState<File | null>(kept?.file ?? null);
  const [errors, setErrors] = useState<Record<string, string>>(() =>
    Object.fromEntries((kept?.failure?.fieldErrors ?? []).map((f) => [f.field.split('.')[0] ?? f.field, f.messageKey])),
  );
  const failure = kept?.failure ?? null;
  const documents = useProvidedDocuments(projectId);
  const uploaded = (documents.data?.documents ?? []).filter((d) => d.id !== null && d.uploadedFile !== null);
  const set = <K extends keyof TRecourseForm>(key: K, value: TRecourseForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const err = (field: string) => (errors[field] ? t(errors[field]) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const parsed = ZRecourseForm.safeParse(form);
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    if (!file) found.file = 'recoursesInvestor.form.requestRequired';
    else if (!REQUEST_TYPES.includes(file.type)) found.file = 'recoursesInvestor.form.requestType';
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    saveDraft(projectId, { type, form: parsed.data, file, failure: null });
    void navigate(confirmPath(projectId));
  };

  const counter = (value: string, max: number) => (
    <Text component="span" size="xs" c={value.length > max ? 'red.8' : 'dimmed'}>
      {t('recoursesInvestor.form.count', { count: value.length, max })}
    </Text>
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" variant="light" role="alert" data-testid="recourse-failure">
            {t(failure.messageKey)}
          </Alert>
        ) : null}
        <Textarea
          label={t('recoursesInvestor.form.reason')}
          description={counter(form.reason, RECOURSE_REASON_MAX)}
          required
          autosize
          minRows={2}
          value={form.reason}
          onChange={(e) => set('reason', e.currentTarget.value)}
          error={err('reason')}
        />
        <Textarea
          label={t('recoursesInvestor.form.explanation')}
          description={counter(form.explanation, RECOURSE_EXPLANATION_MAX)}
          required
          autosize
          minRows={5}
          value={form.explanation}
          onChange={(e) => set('explanation', e.currentTarget.value)}
          error={err('explanation')}
        />
        <FileInput
          label={t('recoursesInvestor.form.request')}
          description={t('recoursesInvestor.form.requestHelp')}
          required
          accept={REQUEST_TYPES.join(',')}
          value={file}
          onChange={setFile}
          clearable
          error={err('file')}
        />
        <Checkbox.Group
          label={t('recoursesInvestor.form.documents')}
          value={form.providedDocumentIds.map(String)}
          onChange={(values) => set('providedDocumentIds', values.map(Number))}
          error={err('providedDocumentIds')}
        >
          <Stack gap={6} mt="xs">
            {uploaded.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('recoursesInvestor.form.noDocuments')}
              </Text>
            ) : (
              uploaded.map((d) => (
                <Checkbox
                  key={d.id}
                  value={String(d.id)}
                  label={`${localized(d, i18n.language, 'name')} — ${d.uploadedFile?.originalName ?? ''}`}
                />
              ))
            )}
          </Stack>
        </Checkbox.Group>
        <Checkbox
          label={t('recoursesInvestor.form.honour')}
          checked={form.honourDeclaration === true}
          onChange={(e) => set('honourDeclaration', e.currentTarget.checked as true)}
          error={err('honourDeclaration')}
        />
        <Group>
          <Button type="submit">{t('recoursesInvestor.form.continue')}</Button>
          <Button component={Link} to={recourseInformationPath(projectId)} variant="subtle">
            {t('recoursesInvestor.form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
