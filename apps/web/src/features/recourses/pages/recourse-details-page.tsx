import type { RecourseType } from '@cri/shared/enums/recourses';
import { newRecoursePath, recourseInformationPath, recourseSheetPath, type TRecourse } from '@cri/shared/schemas/recourses';
import { Alert, Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { LegalClock } from '../../../components/ui/legal-clock.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { downloadFile } from '../../../lib/download.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useDocumentNames } from '../api/document-names.ts';
import { useRecourseStatus } from '../api/get-recourse-status.ts';
import { LoadFailure } from '../components/load-failure.tsx';
import { ProjectHeading } from '../components/project-heading.tsx';
import { RecourseFacts } from '../components/recourse-facts.tsx';

const DECISION_COLOR: Record<string, string> = { FAVORABLE: 'green', FAVORABLE_WITH_RESTRICTIONS: 'orange', UNFAVORABLE: 'red' };

export const recourseState = (r: TRecourse): 'pending' | 'instructed' | 'decided' =>
  r.decidedAt ? 'decided' : r.instructedAt ? 'instructed' : 'pending';

/**
 * /projects/{projectId}/recourse-details and /ministerial-recourse-details: the appeal as filed, its state,
 * the decision's countdown while it is owed, the decision and comments once given, and its files.
 */
export default function RecourseDetailsPage() {
  const { t } = useTranslation();
  const type: RecourseType = useLocation().pathname.endsWith('/ministerial-recourse-details') ? 'MINISTERIAL' : 'GRACIOUS';
  const id = parseId(useParams().projectId);
  const status = useRecourseStatus(id);
  if (id !== null && status.isPending) return <PageLoader />;
  if (id === null || !status.data) return <LoadFailure error={id === null ? null : status.error} />;
  const recourse = (type === 'GRACIOUS' ? status.data.gracious : status.data.ministerial).recourse;
  const ministerialOpen = type === 'GRACIOUS' && status.data.ministerial.available;
  return (
    <Stack gap="lg" maw={860}>
      <ProjectHeading projectId={id} title={t(`recoursesInvestor.details.title${type}`)} />
      {recourse ? (
        <RecourseView recourse={recourse} />
      ) : (
        <Alert color="gray" variant="light" role="alert">
          {t('recoursesInvestor.details.notFiled')}
        </Alert>
      )}
      {ministerialOpen ? (
        <Alert color="blue" variant="light" title={t('recoursesInvestor.details.ministerialOpen')}>
          <Button component={Link} to={newRecoursePath(id, 'MINISTERIAL')} mt="xs">
            {t('recoursesInvestor.details.fileMinisterial')}
          </Button>
        </Alert>
      ) : null}
      <Anchor component={Link} to={recourseInformationPath(id)}>
        {t('recoursesInvestor.entry.information')}
      </Anchor>
    </Stack>
  );
}

function RecourseView({ recourse: r }: { recourse: TRecourse }) {
  const { t } = useTranslation();
  const names = useDocumentNames(r.projectId, r.providedDocumentIds);
  const [failed, setFailed] = useState(false);
  const state = recourseState(r);
  const download = (path: string, name: string) => {
    setFailed(false);
    downloadFile(path, name).catch(() => setFailed(true));
  };
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Text fw={600}>{t('recoursesInvestor.details.status')}</Text>
        <Badge variant="light" tt="none" color={state === 'decided' ? 'gray' : 'blue'} data-testid="recourse-state">
          {t(`recoursesInvestor.details.statuses.${state}`)}
        </Badge>
      </Group>
      {r.decisionClock ? (
        <LegalClock clock={r.decisionClock} label={t(`recoursesInvestor.details.decisionClock${r.type}`)} />
      ) : null}
      {r.decision && r.decidedAt ? (
        <section aria-labelledby="recourse-decision">
          <Title order={2} size="h3" id="recourse-decision" mb="xs">
            {t('recoursesInvestor.details.decision')}
          </Title>
          <Table variant="vertical" layout="fixed" withTableBorder maw={760}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row" w={220}>
                  {t('recoursesInvestor.details.decision')}
                </Table.Th>
                <Table.Td>
                  <Badge
                    color={DECISION_COLOR[r.decision] ?? 'gray'}
                    variant="light"
                    tt="none"
                    data-testid="recourse-decision-value"
                  >
                    {t(`projects.decisions.${r.decision}`)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t('recoursesInvestor.details.decidedOn')}</Table.Th>
                <Table.Td>
                  <span dir="ltr">{formatDateTime(r.decidedAt)}</span>
                </Table.Td>
              </Table.Tr>
              {r.commentsForInvestor ? (
                <Table.Tr>
                  <Table.Th scope="row">{t('recoursesInvestor.details.comments')}</Table.Th>
                  <Table.Td dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                    {r.commentsForInvestor}
                  </Table.Td>
                </Table.Tr>
              ) : null}
              {r.commissionRecommendation ? (
                <Table.Tr>
                  <Table.Th scope="row">{t('recoursesInvestor.details.recommendation')}</Table.Th>
                  <Table.Td dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                    {r.commissionRecommendation}
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Table.Tbody>
          </Table>
        </section>
      ) : null}
      <RecourseFacts recourse={r} documentNames={names} />
      <Group>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => download(`/recourse/${r.id}/request-file`, r.requestFileName)}
        >
          {t('recoursesInvestor.details.requestFile')}
        </Button>
        {r.type === 'GRACIOUS' && r.decidedAt ? (
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => download(`/recourse/${r.id}/decision-file`, `decision-recours-${r.projectId}.pdf`)}
          >
            {t('recoursesInvestor.details.decisionFile')}
          </Button>
        ) : null}
        <Button component={Link} to={recourseSheetPath(r.projectId, r.type)} variant="subtle">
          {t('recoursesInvestor.details.sheet')}
        </Button>
      </Group>
      {failed ? (
        <Alert color="red" variant="light" role="alert">
          {t('recoursesInvestor.details.downloadFailed')}
        </Alert>
      ) : null}
    </Stack>
  );
}
