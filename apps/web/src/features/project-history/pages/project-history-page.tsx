import { similarProjectsPath } from '@cri/shared/schemas/project-history';
import { projectPath } from '@cri/shared/schemas/projects';
import { Alert, Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useContextInformation } from '../api/get-context-information.ts';
import { useInvestorHistory } from '../api/get-investor-history.ts';
import { ContextCard } from '../components/context-card.tsx';
import { InvestorHistoryTable } from '../components/investor-history-table.tsx';
import { RelatedProjects } from '../components/related-projects.tsx';

/** /projects/{projectId}/project-history: the file's summary and the investor's other files (read-only). */
export default function ProjectHistoryPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().projectId);
  const context = useContextInformation(id);
  const history = useInvestorHistory(id);
  if (id !== null && context.isPending) return <PageLoader />;
  if (id === null || !context.data) {
    const notFound = id === null || (context.error instanceof ApiError && context.error.status === 404);
    return (
      <Alert color={notFound ? 'gray' : 'red'} variant="light" role="alert">
        {t(notFound ? 'projectHistory.notFound' : 'projectHistory.loadFailed')}
      </Alert>
    );
  }
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>{t('projectHistory.historyTitle')}</Title>
        <Text fw={600} dir="auto">
          {context.data.name}
        </Text>
        <Group gap="lg">
          <Anchor component={Link} to={projectPath(id)}>
            {t('projectHistory.backToProject')}
          </Anchor>
          <Anchor component={Link} to={similarProjectsPath(id)}>
            {t('projectHistory.similarLink')}
          </Anchor>
        </Group>
      </Stack>
      <ContextCard context={context.data} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <RelatedProjects projectId={id} direction="previous" />
        <RelatedProjects projectId={id} direction="next" />
      </SimpleGrid>
      {history.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('projectHistory.loadFailed')}
        </Alert>
      ) : null}
      {history.data ? <InvestorHistoryTable years={history.data} /> : null}
    </Stack>
  );
}
