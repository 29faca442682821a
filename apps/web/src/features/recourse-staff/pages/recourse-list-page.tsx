import type { RecourseListCategory } from '@cri/shared/enums/recourses';
import { RECOURSE_STAFF_PATHS } from '@cri/shared/paths';
import type { TRecourse } from '@cri/shared/schemas/recourses';
import { Alert, Anchor, Button, Group, Pagination, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { generatePath, Link, useSearchParams } from 'react-router';
import { LegalClock } from '../../../components/ui/legal-clock.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useFeatureFlag } from '../../../lib/feature-flags.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { RECOURSE_PAGE_SIZE, useRecourseDetails, useRecourseList } from '../api/recourse-staff-api.ts';
import { RecourseDecisionBadge } from '../components/recourse-decision-badge.tsx';
import { RecourseDetails } from '../components/recourse-details.tsx';

const TABS: readonly RecourseListCategory[] = ['NON_INSTRUCTED', 'INSTRUCTED', 'MINISTERIAL_COMMISSION', 'GRACIOUS'];

/** The links of a row: instruct (advisor and the deciding role), decide (the governor's representative, the national commission). */
function RowActions({ recourse, roles }: { recourse: TRecourse; roles: readonly string[] }) {
  const { t } = useTranslation();
  if (recourse.decidedAt) return null;
  const gracious = recourse.type === 'GRACIOUS';
  const decider = gracious ? 'ROLE_WALI_REPRESENTATIVE' : 'ROLE_NATIONAL_COMMISSION';
  const instruct = roles.includes('ROLE_ADVISOR') || roles.includes(decider);
  const decide = roles.includes(decider);
  const id = String(recourse.projectId);
  return (
    <Group gap="xs" wrap="nowrap">
      {instruct ? (
        <Anchor
          component={Link}
          size="sm"
          to={generatePath(gracious ? RECOURSE_STAFF_PATHS.instructGracious : RECOURSE_STAFF_PATHS.instructMinisterial, { id })}
        >
          {t('recourseStaff.list.instruct')}
        </Anchor>
      ) : null}
      {decide ? (
        <Anchor
          component={Link}
          size="sm"
          to={generatePath(gracious ? RECOURSE_STAFF_PATHS.graciousCommission : RECOURSE_STAFF_PATHS.ministerialCommission, {
            projectId: id,
          })}
        >
          {t('recourseStaff.list.decide')}
        </Anchor>
      ) : null}
    </Group>
  );
}

/**
 * /recourses (spec 2 §2 "Recourse staff"; issue 15, decision 048): the appeals by tab, paged, each centre
 * its region (the national commission every region), each row with the clock of the decision owed; the
 * details of one below the list.
 */
export default function RecourseListPage() {
  const { t } = useTranslation();
  // The archived tab shows only when ARCHIVED_RECOURSE_FEATURE is on (decision 045).
  const archivedEnabled = useFeatureFlag('ARCHIVED_RECOURSE_FEATURE');
  const user = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const tabs = archivedEnabled ? [...TABS, 'ARCHIVED' as const] : TABS;
  const asked = params.get('tab') as RecourseListCategory | null;
  const tab = asked && tabs.includes(asked) ? asked : 'NON_INSTRUCTED';
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const selected = Number.parseInt(params.get('recourse') ?? '', 10) || null;
  const list = useRecourseList(tab, page);
  const details = useRecourseDetails(selected);
  const set = (next: Record<string, string | null>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) v === null ? p.delete(k) : p.set(k, v);
    setParams(p);
  };
  const pages = list.data ? Math.ceil(list.data.totalElements / RECOURSE_PAGE_SIZE) : 0;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('recourseStaff.list.title')}</Title>
        <Text c="dimmed">{t('recourseStaff.list.intro')}</Text>
      </Stack>
      <Tabs value={tab} onChange={(v) => set({ tab: v, page: null, recourse: null })}>
        <Tabs.List>
          {tabs.map((c) => (
            <Tabs.Tab key={c} value={c}>
              {t(`recourseStaff.tabs.${c}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('recourseStaff.errors.loadFailed')}
        </Alert>
      ) : list.data.content.length === 0 ? (
        <Text>{t('recourseStaff.list.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover>
            <Table.Caption>{t('recourseStaff.list.caption', { count: list.data.totalElements })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('recourseStaff.list.columns.project')}</Table.Th>
                <Table.Th scope="col">{t('recourseStaff.list.columns.type')}</Table.Th>
                <Table.Th scope="col">{t('recourseStaff.list.columns.filedAt')}</Table.Th>
                <Table.Th scope="col">{t('recourseStaff.list.columns.clock')}</Table.Th>
                <Table.Th scope="col">{t('recourseStaff.list.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.content.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Stack gap={0}>
                      <span dir="auto">{r.projectName}</span>
                      <Text size="xs" c="dimmed">
                        {r.projectReference ?? ''}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>{t(`recourseStaff.type.${r.type}`)}</Table.Td>
                  <Table.Td>{formatDate(r.filedAt)}</Table.Td>
                  <Table.Td>
                    {r.decisionClock ? (
                      <LegalClock clock={r.decisionClock} label={t('recourseStaff.clock.label')} />
                    ) : r.decision ? (
                      <RecourseDecisionBadge decision={r.decision} />
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() => set({ recourse: String(r.id) })}
                        aria-label={t('recourseStaff.list.detailsOf', { name: r.projectName })}
                      >
                        {t('recourseStaff.list.details')}
                      </Button>
                      <RowActions recourse={r} roles={user?.roles ?? []} />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page + 1}
          onChange={(p) => set({ page: String(p - 1), recourse: null })}
          getControlProps={(control) => ({ 'aria-label': t(`recourseStaff.list.pager.${control}`) })}
          getItemProps={(p) => ({ 'aria-label': t('recourseStaff.list.pager.page', { page: p }) })}
        />
      ) : null}
      {selected && details.data ? <RecourseDetails recourse={details.data} onClose={() => set({ recourse: null })} /> : null}
      {selected && details.isError ? (
        <Alert color="gray" variant="light" role="alert">
          {t('recourseStaff.errors.notFound')}
        </Alert>
      ) : null}
    </Stack>
  );
}
