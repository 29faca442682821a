import { MINISTERIAL_ANSWERS, type MinisterialAnswer, RECOURSE_COMMENTS_MAX } from '@cri/shared/enums/recourses';
import { ZMinisterialAnswer } from '@cri/shared/schemas/recourses';
import { Alert, Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useAnswerMinisterial, useRecourseCommissionView } from '../api/recourse-staff-api.ts';
import { DecisionPageHeader } from '../components/decision-page-header.tsx';
import { PageState } from '../components/page-state.tsx';
import { RecourseConfirmModal } from '../components/recourse-confirm-modal.tsx';
import { RecourseDecisionBadge } from '../components/recourse-decision-badge.tsx';

/**
 * /projects/{projectId}/ministerial-recourse-commission (spec 2 §2 "Recourse staff", §3 "Ministerial
 * answer"): the national commission maintains the rejection or overturns it, with an optional comment for
 * the investor; confirmation without a cancel link.
 */
export default function MinisterialDecisionPage() {
  const { t } = useTranslation();
  const projectId = parseId(useParams().projectId);
  const view = useRecourseCommissionView(projectId);
  const answer = useAnswerMinisterial();
  const [choice, setChoice] = useState<MinisterialAnswer | ''>('');
  const [comments, setComments] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'commissionAnswer' | 'commentsForInvestor', string>>>({});
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (projectId === null || !view.data)
    return (
      <PageState title={'recourseStaff.ministerial.title'} pending={projectId !== null && view.isPending} error={view.error} />
    );
  const { project, ministerial, ministerialAvailable } = view.data;
  const parsed = ZMinisterialAnswer.safeParse({ commissionAnswer: choice || undefined, commentsForInvestor: comments });
  const next = () => {
    const found: typeof errors = {};
    if (!parsed.success) for (const i of parsed.error.issues) found[i.path[0] as keyof typeof errors] ??= i.message;
    setErrors(found);
    if (parsed.success) setConfirming(true);
  };
  const confirm = () => {
    if (!parsed.success) return;
    setError(null);
    answer.mutate(
      { projectId, body: parsed.data },
      {
        onSuccess: () => setConfirming(false),
        onError: (e) => setError(t(e instanceof ApiError ? e.messageKey : 'errors.INTERNAL')),
      },
    );
  };
  return (
    <Stack gap="lg" maw={820}>
      <DecisionPageHeader title={t('recourseStaff.ministerial.title')} projectName={project.name} recourse={ministerial} />
      {ministerial?.decision ? (
        <Alert color="gray" variant="light" role="status">
          <Group gap="xs">
            <Text>{t('recourseStaff.ministerial.decided')}</Text>
            <RecourseDecisionBadge decision={ministerial.decision} />
          </Group>
        </Alert>
      ) : !ministerialAvailable ? (
        <Alert color="gray" variant="light" role="alert">
          {t('recourseStaff.errors.noRecourse')}
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
              label={t('recourseStaff.ministerial.answer')}
              value={choice}
              onChange={(v) => setChoice(v as MinisterialAnswer)}
              required
              error={errors.commissionAnswer ? t(errors.commissionAnswer) : undefined}
            >
              <Stack gap="xs" mt="xs">
                {MINISTERIAL_ANSWERS.map((a) => (
                  <Radio key={a} value={a} label={t(`recourseStaff.ministerial.${a}`)} />
                ))}
              </Stack>
            </Radio.Group>
            <Textarea
              label={t('recourseStaff.ministerial.comments')}
              value={comments}
              onChange={(e) => setComments(e.currentTarget.value)}
              error={errors.commentsForInvestor ? t(errors.commentsForInvestor, { max: RECOURSE_COMMENTS_MAX }) : undefined}
              rows={6}
              dir="auto"
            />
            <Group>
              <Button type="submit">{t('recourseStaff.gracious.next')}</Button>
            </Group>
          </Stack>
        </form>
      )}
      {confirming && parsed.success ? (
        <RecourseConfirmModal
          projectName={project.name}
          decision={parsed.data.commissionAnswer === 'OVERTURNED' ? 'FAVORABLE' : 'UNFAVORABLE'}
          pending={answer.isPending}
          error={error}
          onClose={() => setConfirming(false)}
          onConfirm={confirm}
        />
      ) : null}
    </Stack>
  );
}
