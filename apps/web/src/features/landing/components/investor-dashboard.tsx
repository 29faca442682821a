import type { Role } from '@cri/shared/enums/roles';
import { PROJECT_LIST_PATHS, projectPath } from '@cri/shared/paths';
import type { TProjectListRow } from '@cri/shared/schemas/project-lists';
import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { formatDate } from '../../../lib/format.ts';
// The projects feature's data through its api hook (ARCHITECTURE.md convention 1).
import { type ProjectPage, useProjectPage } from '../../projects/api/get-projects.ts';

/** The first page of each list, the server's short dashboard page (isDashboard). */
const DASHBOARD_SIZE = 5;

/** Drafts (DRAFT, DRAFT_NEW_PROCEDURE, RESTORED) and submitted files, as on /projects' first tab. */
const LISTS = ['drafts', 'submitted'] as const;

/**
 * The investor's files on /dashboard (spec 2 §2 Investor, §7): their drafts and submitted files, each
 * with its phase and a link to it, from the first page of GET /projects?projectCategory&isDashboard.
 */
export function InvestorDashboard({ role }: { role: Role }) {
  const { t } = useTranslation();
  const investor = role === 'ROLE_INVESTOR';
  const drafts = useProjectPage('DRAFT', 0, DASHBOARD_SIZE, { isDashboard: true, enabled: investor });
  const submitted = useProjectPage('SUBMITED', 0, DASHBOARD_SIZE, { isDashboard: true, enabled: investor });
  if (!investor) return null;
  const queries = { drafts, submitted };
  const loaded = !drafts.isPending && !submitted.isPending;
  const none = loaded && !drafts.isError && !submitted.isError && drafts.data?.total === 0 && submitted.data?.total === 0;
  return (
    <section aria-labelledby="investor-files">
      <Title order={2} size="h3" id="investor-files" mb="sm">
        {t('landing.dashboard.files.title')}
      </Title>
      {!loaded ? (
        <PageLoader />
      ) : none ? (
        <Paper withBorder radius="md" p="md">
          <Text>{t('landing.dashboard.files.empty')}</Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {LISTS.map((name) => (
            <FilesCard key={name} name={name} query={queries[name]} />
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}

function FilesCard({
  name,
  query,
}: {
  name: 'drafts' | 'submitted';
  query: { data: ProjectPage | undefined; isError: boolean };
}) {
  const { t } = useTranslation();
  const headingId = `investor-files-${name}`;
  const rows = query.data?.rows ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} mb="xs">
        {t(`landing.dashboard.files.${name}`, { count: query.data?.total ?? 0 })}
      </Title>
      {query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('landing.dashboard.files.loadFailed')}
        </Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t(`landing.dashboard.files.${name}Empty`)}</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((row) => (
            <FileRow key={row.id} row={row} />
          ))}
          {(query.data?.total ?? 0) > rows.length ? (
            <li>
              <Anchor component={Link} to={PROJECT_LIST_PATHS.list} size="sm">
                {t('landing.dashboard.files.seeAll')}
              </Anchor>
            </li>
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}

function FileRow({ row }: { row: TProjectListRow }) {
  const { t } = useTranslation();
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor component={Link} to={projectPath(row.id)} aria-label={t('landing.dashboard.files.open', { name: row.name })}>
          <span dir="auto">{row.name}</span>
        </Anchor>
        <Text size="xs" c="dimmed">
          <span dir="ltr">{row.reference ?? t('landing.dashboard.files.noReference')}</span>
          {' · '}
          {row.depositDate
            ? t('landing.dashboard.files.depositedOn', { date: formatDate(row.depositDate) })
            : t('landing.dashboard.files.createdOn', { date: formatDate(row.createdAt) })}
        </Text>
      </Stack>
      {row.latestInvestorPhase ? (
        <Badge variant="light" tt="none" style={{ flexShrink: 0, maxWidth: '50%' }}>
          {t(`projects.phases.${row.latestInvestorPhase}`)}
        </Badge>
      ) : null}
    </Group>
  );
}
