import type { Role } from '@cri/shared/enums/roles';
import { PROJECT_LIST_PATHS } from '@cri/shared/paths';
import { DASHBOARD_CATEGORIES } from '@cri/shared/rules/project-categories';
import type { ProjectListCategory, TProjectListRow } from '@cri/shared/schemas/project-lists';
import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
// The projects feature's data through its api hooks (ARCHITECTURE.md convention 1).
import { useDashboardIndicators } from '../../projects/api/get-dashboard-indicators.ts';
import { type ProjectPage, useProjectPage } from '../../projects/api/get-projects.ts';
import { useRegionProjectPage } from '../../projects/api/get-region-projects.ts';
import { dashboardRowPath } from '../lib/row-path.ts';

type Kind = keyof typeof DASHBOARD_CATEGORIES;

const KIND_OF_ROLE: Partial<Record<Role, Kind>> = {
  ROLE_ADVISOR: 'advisor',
  ROLE_CRUI_MEMBER: 'cruiMember',
  ROLE_REGIONAL_CONSULTATION: 'consultation',
  ROLE_NATIONAL_CONSULTATION: 'consultation',
};

const DASHBOARD_SIZE = 5;

/**
 * The staff dashboard (spec 2 §7): the role's categories fetched in parallel at page 0 with their counts
 * (the advisor's DRAFT, SUBMITED, ACTIONS, RECOURSE_ASKED, PROJECT_COMMISSION_PV_TO_SIGN), and the
 * indicators of GET /projects/dashboard-indicators. Consultation roles read the region lists, read-only.
 */
export function StaffDashboard({ role }: { role: Role }) {
  const { t } = useTranslation();
  const kind = KIND_OF_ROLE[role];
  const indicators = useDashboardIndicators({ enabled: kind !== undefined });
  if (!kind) return null;
  // The three figures keep their places while they load ('…'), so the categories below never move when they
  // arrive (a layout shift, issue 22; decision 106).
  const data = indicators.data;
  const figures = [
    { key: 'overdue', value: data?.overdue, color: data && data.overdue > 0 ? 'red' : undefined },
    { key: 'submittedThisWeek', value: data?.submittedThisWeek },
    { key: 'programmedThisWeek', value: data?.programmedThisWeek },
  ];
  return (
    <Stack gap="lg">
      <section aria-labelledby="staff-indicators">
        <Title order={2} size="h3" id="staff-indicators" mb="sm">
          {t('projects.staffDashboard.indicators')}
        </Title>
        {indicators.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t('projects.staffDashboard.loadFailed')}
          </Alert>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {figures.map((f) => (
              <Paper key={f.key} withBorder radius="md" p="md" aria-busy={f.value === undefined}>
                <Text size="xl" fw={700} c={f.color}>
                  {f.value ?? '…'}
                </Text>
                <Text size="sm">{t(`projects.staffDashboard.${f.key}`)}</Text>
              </Paper>
            ))}
          </SimpleGrid>
        )}
      </section>
      <section aria-labelledby="staff-categories">
        <Title order={2} size="h3" id="staff-categories" mb="sm">
          {t('projects.staffDashboard.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {DASHBOARD_CATEGORIES[kind].map((category) =>
            kind === 'consultation' ? (
              <RegionCategoryCard key={category} category={category} />
            ) : (
              <OwnCategoryCard key={category} category={category} audience={kind === 'cruiMember' ? 'cruiMember' : 'staff'} />
            ),
          )}
        </SimpleGrid>
      </section>
    </Stack>
  );
}

function OwnCategoryCard({ category, audience }: { category: ProjectListCategory; audience: 'staff' | 'cruiMember' }) {
  const query = useProjectPage(category, 0, DASHBOARD_SIZE, { isDashboard: true });
  return <CategoryCard category={category} query={query} audience={audience} />;
}

function RegionCategoryCard({ category }: { category: ProjectListCategory }) {
  const query = useRegionProjectPage(category, 0, DASHBOARD_SIZE, 0, { isDashboard: true });
  return <CategoryCard category={category} query={query} audience="staff" />;
}

function CategoryCard({
  category,
  query,
  audience,
}: {
  category: ProjectListCategory;
  audience: 'staff' | 'cruiMember';
  query: { data: ProjectPage | undefined; isPending: boolean; isError: boolean };
}) {
  const { t } = useTranslation();
  const label = t(`projects.categories.${category}`);
  const headingId = `dashboard-${category}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={3} size="h4" id={headingId}>
          {t('projects.staffDashboard.categoryCount', { category: label, count: query.data?.total ?? 0 })}
        </Title>
      </Group>
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('projects.staffDashboard.loadFailed')}
        </Alert>
      ) : (query.data?.rows.length ?? 0) === 0 ? (
        <Text c="dimmed">{t('projects.staffDashboard.empty')}</Text>
      ) : (
        <Stack gap={6}>
          {query.data?.rows.map((r) => (
            <DashboardRow key={r.id} row={r} to={dashboardRowPath(audience, category, r)} />
          ))}
          <Anchor component={Link} to={`${PROJECT_LIST_PATHS.list}?category=${category}`} size="sm" mt={4}>
            {t('projects.staffDashboard.seeAll', { category: label })}
          </Anchor>
        </Stack>
      )}
    </Paper>
  );
}

function DashboardRow({ row, to }: { row: TProjectListRow; to: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor component={Link} to={to} aria-label={t('projects.list.open', { name: row.name })}>
          <span dir="auto">{row.name}</span>
        </Anchor>
        <Text size="xs" c="dimmed">
          <span dir="ltr">{row.reference ?? t('projects.list.noReference')}</span> · <span dir="auto">{row.investorName}</span>
        </Text>
      </Stack>
      <Group gap={4} wrap="nowrap">
        <Text size="xs">
          {row.daysSinceLastStep === 0 ? t('projects.list.today') : t('projects.list.daysAgo', { count: row.daysSinceLastStep })}
        </Text>
        {row.overdue ? (
          <Badge color="red" variant="light" tt="none">
            {t('projects.staff.overdue')}
          </Badge>
        ) : null}
      </Group>
    </Group>
  );
}
