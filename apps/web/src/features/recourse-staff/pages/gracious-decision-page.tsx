import { RECOURSE_COMMENTS_MAX, RECOURSE_FILE_TYPES } from '@cri/shared/enums/recourses';
import { RECOURSE_STAFF_PATHS } from '@cri/shared/paths';
import { ZGraciousDecisionForm } from '@cri/shared/schemas/recourses';
import { Alert, Button, FileInput, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate, useParams } from 'react-router';
import { parseId } from '../../../lib/route-id.ts';
import { useRecourseCommissionView } from '../api/recourse-staff-api.ts';
import { DecisionPageHeader } from '../components/decision-page-header.tsx';
import { PageState } from '../components/page-state.tsx';
import { RecourseDecisionBadge } from '../components/recourse-decision-badge.tsx';
import { keepPendingDecision, pendingDecision } from '../lib/pending-decision.ts';

type Field = 'decision' | 'commissionRecommendation' | 'commentsForInvestor' | 'file';

/**
 * /projects/{projectId}/recourse-commission (spec 2 §2 "Recourse staff", §3 "Commission decision form
 * (gracious)"): the governor's representative re-examines the file — decision (options of
 * rules/commission.ts: the current one "confirm", the others "overturn"), recommendation, comments for the
 * investor and the decision file (jpg, png, pdf), all required; then the confirmation.
 */
export default function GraciousDecisionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const projectId = parseId(useParams().projectId);
  const view = useRecourseCommissionView(projectId);
  const kept = projectId ? pendingDecision(projectId) : null;
  const [decision, setDecision] = useState(kept?.form.decision ?? '');
  const [recommendation, setRecommendation] = useState(kept?.form.commissionRecommendation ?? '');
  const [comments, setComments] = useState(kept?.form.commentsForInvestor ?? '');
  const [file, setFile] = useState<File | null>(kept?.file ?? null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  if (projectId === null || !view.data)
    return <PageState title={'recourseStaff.gracious.title'} pending={projectId !== null && view.isPending} error={view.error} />;
  const { project, gracious, graciousOptions, graciousAvailable, graciousReadOnly } = view.data;
  const next = () => {
    const parsed = ZGraciousDecisionForm.safeParse({
      decision: decision || undefined,
      commissionRecommendation: recommendation,
      commentsForInvestor: comments,
    });
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) for (const i of parsed.error.issues) found[i.path[0] as Field] ??= i.message;
    if (!file) found.file = 'errors.field.required';
    else if (!(RECOURSE_FILE_TYPES as readonly string[]).includes(file.type)) found.file = 'recourseStaff.errors.fileType';
    setErrors(found);
    if (!parsed.success || !file || found.file) return;
    keepPendingDecision(projectId, { form: parsed.data, file });
    void navigate(generatePath(RECOURSE_STAFF_PATHS.graciousConfirm, { projectId: String(projectId) }));
  };
  return (
    <Stack gap="lg" maw={820}>
      <DecisionPageHeader
        title={t('recourseStaff.gracious.title')}
        projectName={project.name}
        recourse={gracious}
        withQualification
      />
      {gracious?.decision ? (
        <Alert color="gray" variant="light" role="status">
          <Group gap="xs">
            <Text>{t('recourseStaff.gracious.decided')}</Text>
            <RecourseDecisionBadge decision={gracious.decision} />
          </Group>
          {gracious.commentsForInvestor ? (
            <Text dir="auto" mt="xs">
              {gracious.commentsForInvestor}
            </Text>
          ) : null}
        </Alert>
      ) : !graciousAvailable || graciousReadOnly ? (
        <Alert color="gray" variant="light" role="alert">
          {t(gracious ? 'recourseStaff.errors.graciousNotAvailable' : 'recourseStaff.errors.noRecourse')}
        </Alert>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            next();
          }}
        >
          <Stack gap="md">
            <Radio.Group
              label={t('recourseStaff.gracious.decision')}
              value={decision}
              onChange={(v) => {
                setDecision(v);
                setErrors((e) => ({ ...e, decision: undefined }));
              }}
              required
              error={errors.decision ? t(errors.decision) : undefined}
            >
              <Stack gap="xs" mt="xs">
                {graciousOptions.map((o) => (
                  <Radio
                    key={o.value}
                    value={o.value}
                    label={t(`recourseStaff.gracious.option.${o.label}`, { decision: t(`projects.decisions.${o.value}`) })}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <Textarea
              label={t('recourseStaff.gracious.recommendation')}
              value={recommendation}
              onChange={(e) => setRecommendation(e.currentTarget.value)}
              error={
                errors.commissionRecommendation ? t(errors.commissionRecommendation, { max: RECOURSE_COMMENTS_MAX }) : undefined
              }
              required
              autosize
              minRows={3}
              dir="auto"
            />
            <Textarea
              label={t('recourseStaff.gracious.comments')}
              value={comments}
              onChange={(e) => setComments(e.currentTarget.value)}
              error={errors.commentsForInvestor ? t(errors.commentsForInvestor, { max: RECOURSE_COMMENTS_MAX }) : undefined}
              required
              rows={6}
              dir="auto"
            />
            <FileInput
              label={t('recourseStaff.gracious.file')}
              description={t('recourseStaff.gracious.fileHelp')}
              accept="image/jpeg,image/png,application/pdf"
              value={file}
              onChange={(f) => {
                setFile(f);
                setErrors((e) => ({ ...e, file: undefined }));
              }}
              clearable
              clearButtonProps={{ 'aria-label': t('recourseStaff.gracious.clearFile') }}
              required
              error={errors.file ? t(errors.file) : undefined}
            />
            <Group>
              <Button type="submit">{t('recourseStaff.gracious.next')}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
