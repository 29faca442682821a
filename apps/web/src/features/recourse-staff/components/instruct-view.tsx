import type { RecourseType } from '@cri/shared/enums/recourses';
import { RECOURSE_QUALIFICATION_MAX, RECOURSE_SYNTHESIS_MAX } from '@cri/shared/enums/recourses';
import { RECOURSE_STAFF_PATHS } from '@cri/shared/paths';
import { ZRecourseInstruction } from '@cri/shared/schemas/recourses';
import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { useProvidedDocuments } from '../../documents/api/get-provided-documents.ts';
import { useInstructRecourse, useRecourseCommissionView } from '../api/recourse-staff-api.ts';
import { PageState } from './page-state.tsx';
import { RecourseSummary } from './recourse-summary.tsx';

type Errors = Partial<Record<'synthesis' | 'qualification' | 'documentIds', string>>;

/**
 * /projects/{id}/instruct-recourse and /instruct-ministerial-recourse (spec 2 §2 "Recourse staff", §4
 * "Recourse path"; decision 048): the synthesis (≤ 500) and the qualification (≤ 500) of the appeal, with
 * documents of the file. Written by the advisor, or by the role that decides the appeal.
 */
export function InstructView({ type }: { type: RecourseType }) {
  const { t, i18n } = useTranslation();
  const user = useSignedInUser();
  const projectId = parseId(useParams().id);
  const view = useRecourseCommissionView(projectId);
  const documents = useProvidedDocuments(projectId);
  const instruct = useInstructRecourse();
  const recourse = type === 'GRACIOUS' ? view.data?.gracious : view.data?.ministerial;
  const [synthesis, setSynthesis] = useState('');
  const [qualification, setQualification] = useState('');
  const [documentIds, setDocumentIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const loadedId = recourse?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: filled once per appeal loaded, never over what the user types.
  useEffect(() => {
    if (!recourse) return;
    setSynthesis(recourse.synthesis ?? '');
    setQualification(recourse.qualification ?? '');
    setDocumentIds(recourse.instructionDocumentIds.map(String));
  }, [loadedId]);
  if (projectId === null || !view.data)
    return (
      <PageState
        title={`recourseStaff.instruct.title${type}`}
        pending={projectId !== null && view.isPending}
        error={view.error}
      />
    );
  const project = view.data.project;
  const decider = type === 'GRACIOUS' ? 'ROLE_WALI_REPRESENTATIVE' : 'ROLE_NATIONAL_COMMISSION';
  const decisionPath = generatePath(
    type === 'GRACIOUS' ? RECOURSE_STAFF_PATHS.graciousCommission : RECOURSE_STAFF_PATHS.ministerialCommission,
    { projectId: String(projectId) },
  );
  const submit = () => {
    setAlert(null);
    setSaved(false);
    const parsed = ZRecourseInstruction.safeParse({ synthesis, qualification, documentIds: documentIds.map(Number) });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    if (!recourse) return;
    instruct.mutate(
      { id: recourse.id, type, body: parsed.data },
      {
        onSuccess: () => setSaved(true),
        onError: (e) => {
          if (e instanceof ApiError && e.fieldErrors.length > 0) {
            const next: Errors = {};
            for (const f of e.fieldErrors) next[f.field.split('.')[0] as keyof Errors] ??= f.messageKey;
            setErrors(next);
          } else setAlert(e instanceof ApiError ? e.messageKey : 'errors.INTERNAL');
        },
      },
    );
  };
  const uploaded = (documents.data?.documents ?? []).filter((d) => d.id !== null);
  const ar = i18n.language === 'ar';
  return (
    <Stack gap="lg" maw={820}>
      <Stack gap={4}>
        <Anchor component={Link} to={RECOURSE_STAFF_PATHS.list} size="sm">
          {t('recourseStaff.backToList')}
        </Anchor>
        <Title order={1}>{t(`recourseStaff.instruct.title${type}`)}</Title>
        <Text dir="auto" fw={600}>
          {project.name}
        </Text>
      </Stack>
      {!recourse ? (
        <Alert color="gray" variant="light" role="alert">
          {t('recourseStaff.errors.noRecourse')}
        </Alert>
      ) : (
        <>
          <RecourseSummary recourse={recourse} />
          {alert ? (
            <Alert color="red" variant="light" role="alert">
              {t(alert)}
            </Alert>
          ) : null}
          {saved ? (
            <Alert color="green" variant="light" role="status">
              <Group gap="sm">
                <Text>{t('recourseStaff.instruct.saved')}</Text>
                {user?.roles.includes(decider) ? (
                  <Anchor component={Link} to={decisionPath}>
                    {t('recourseStaff.instruct.goDecide')}
                  </Anchor>
                ) : null}
              </Group>
            </Alert>
          ) : null}
          {recourse.decidedAt ? (
            <Alert color="gray" variant="light">
              {t('recourseStaff.instruct.decided')}
            </Alert>
          ) : (
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                submit();
              }}
            >
              <Stack gap="md">
                <Textarea
                  label={t('recourseStaff.instruct.synthesis')}
                  description={t('recourseStaff.instruct.max', { max: RECOURSE_SYNTHESIS_MAX, count: synthesis.length })}
                  value={synthesis}
                  onChange={(e) => setSynthesis(e.currentTarget.value)}
                  error={errors.synthesis ? t(errors.synthesis, { max: RECOURSE_SYNTHESIS_MAX }) : undefined}
                  autosize
                  minRows={4}
                  required
                  dir="auto"
                />
                <Textarea
                  label={t('recourseStaff.instruct.qualification')}
                  description={t('recourseStaff.instruct.max', { max: RECOURSE_QUALIFICATION_MAX, count: qualification.length })}
                  value={qualification}
                  onChange={(e) => setQualification(e.currentTarget.value)}
                  error={errors.qualification ? t(errors.qualification, { max: RECOURSE_QUALIFICATION_MAX }) : undefined}
                  autosize
                  minRows={4}
                  required
                  dir="auto"
                />
                <Checkbox.Group
                  label={t('recourseStaff.instruct.documents')}
                  description={t('recourseStaff.instruct.documentsHelp')}
                  value={documentIds}
                  onChange={setDocumentIds}
                  error={errors.documentIds ? t(errors.documentIds) : undefined}
                >
                  <Stack gap="xs" mt="xs">
                    {uploaded.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        {t('recourseStaff.instruct.noDocuments')}
                      </Text>
                    ) : (
                      uploaded.map((d) => <Checkbox key={d.id} value={String(d.id)} label={ar ? d.nameAr : d.nameFr} />)
                    )}
                  </Stack>
                </Checkbox.Group>
                <Group>
                  <Button type="submit" loading={instruct.isPending}>
                    {t('recourseStaff.instruct.submit')}
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </>
      )}
    </Stack>
  );
}
