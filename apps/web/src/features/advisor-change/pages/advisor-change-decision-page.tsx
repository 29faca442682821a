import { ADVISOR_CHANGE_PATHS } from '@cri/shared/paths';
import { projectPath } from '@cri/shared/schemas/projects';
import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useAdvisorChangeRequest } from '../api/get-advisor-change-request.ts';
import { DecisionForm } from '../components/decision-form.tsx';
import { RequestFacts, StatusBadge } from '../components/request-facts.tsx';

/** /advisor-change-requests/{id}: the request; the region's director decides it here (decision 041). */
export default function AdvisorChangeDecisionPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const query = useAdvisorChangeRequest(id);
  if (id !== null && query.isPending) return <PageLoader />;
  if (id === null || !query.data) {
    const notFound = id === null || (query.error instanceof ApiError && query.error.status === 404);
    return (
      <Stack gap="md">
        <Title order={1}>{t('advisorChange.detailTitle')}</Title>
        <Alert color={notFound ? 'gray' : 'red'} variant="light" role="alert">
          {t(notFound ? 'advisorChange.notFound' : 'advisorChange.loadFailed')}
        </Alert>
      </Stack>
    );
  }
  const { request } = query.data;
  return (
    <Stack gap="lg" maw={820}>
      <Stack gap={4}>
        <Anchor component={Link} to={ADVISOR_CHANGE_PATHS.list} size="sm">
          {t('advisorChange.seeAll')}
        </Anchor>
        <Title order={1}>{t('advisorChange.detailTitle')}</Title>
        <Group gap="sm">
          <Anchor component={Link} to={projectPath(request.project.id)}>
            <span dir="auto">{request.project.name}</span>
          </Anchor>
          {request.project.reference ? (
            <Text size="sm" c="dimmed" dir="ltr">
              {request.project.reference}
            </Text>
          ) : null}
          <StatusBadge status={request.status} />
        </Group>
      </Stack>
      <RequestFacts request={request} />
      {query.data.abilities.decide ? <DecisionForm detail={query.data} /> : null}
    </Stack>
  );
}
