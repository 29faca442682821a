import { FRAMING_FORM_PAGE_SIZE, PROJECT_PAGE_SIZE } from '@cri/shared/limits';
import { FRAMING_FORM_PATHS, framingFormDetailsPath } from '@cri/shared/schemas/framing-forms';
import { PROJECT_LIST_TABS, type ProjectListTab } from '@cri/shared/schemas/project-lists';
import { Alert, Anchor, Button, Group, Pagination, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
// Another feature's data through its api hook (ARCHITECTURE.md §9 convention 1).
import { useFramingFormPage } from '../../framing-forms/api/get-framing-forms.ts';
import { useProjectPage } from '../api/get-projects.ts';
import { ProjectListTable } from '../components/project-list-table.tsx';
import { StaffProjectLists, staffKindOf } from '../components/staff-project-lists.tsx';

const isTab = (v: string | null): v is ProjectListTab => (PROJECT_LIST_TABS as readonly (string | null)[]).includes(v);

/**
 * /projects for investors (spec 2 §2): deposited files (in deposit, then submitted), qualification
 * questionnaires, closed (archived) files; each list paged from 0 with the count of its header. The tab
 * is kept in `?tab=` so success pages and notifications can link to it.
 */
export default function ProjectsListPage() {
  const user = useSignedInUser();
  const staff = user && !user.roles.includes('ROLE_INVESTOR') ? staffKindOf(user.roles) : null;
  return staff ? <StaffProjectLists kind={staff} /> : <InvestorProjectsList />;
}

function InvestorProjectsList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: ProjectListTab = isTab(raw) ? raw : 'deposited';
  return (
    <Stack gap="lg">
      <Title order={1}>{t('projects.list.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('projects.list.autoArchiveHint')}
      </Text>
      <Tabs
        value={tab}
        onChange={(v) => setParams(isTab(v) && v !== 'deposited' ? { tab: v } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('projects.list.tabsLabel')}>
          {PROJECT_LIST_TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`projects.list.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="deposited" pt="md">
          <DepositedTab />
        </Tabs.Panel>
        <Tabs.Panel value="questionnaires" pt="md">
          <QuestionnairesTab />
        </Tabs.Panel>
        <Tabs.Panel value="closed" pt="md">
          <ClosedTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function DepositedTab() {
  const { t } = useTranslation();
  const [draftPage, setDraftPage] = useState(0);
  const [submittedPage, setSubmittedPage] = useState(0);
  const drafts = useProjectPage('DEPOSIT', draftPage, PROJECT_PAGE_SIZE);
  const submitted = useProjectPage('SUBMITED', submittedPage, PROJECT_PAGE_SIZE);
  return (
    <Stack gap="xl">
      <ProjectListTable
        title={t('projects.list.inDeposit')}
        query={drafts}
        page={draftPage}
        onPage={setDraftPage}
        emptyKey="projects.list.emptyDeposited"
      />
      <ProjectListTable
        title={t('projects.list.submitted')}
        query={submitted}
        page={submittedPage}
        onPage={setSubmittedPage}
        emptyKey="projects.list.emptySubmitted"
      />
    </Stack>
  );
}

function ClosedTab() {
  const [page, setPage] = useState(0);
  const closed = useProjectPage('ARCHIVED_PROJECT', page, PROJECT_PAGE_SIZE);
  return <ProjectListTable query={closed} page={page} onPage={setPage} emptyKey="projects.list.emptyClosed" />;
}

function QuestionnairesTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const query = useFramingFormPage(page, FRAMING_FORM_PAGE_SIZE);
  const rows = query.data?.rows ?? [];
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button component={Link} to={FRAMING_FORM_PATHS.new} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('framingForms.list.new')}
        </Button>
      </Group>
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('framingForms.list.loadFailed')}
        </Alert>
      ) : rows.length === 0 ? (
        <Text>{t('framingForms.list.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('framingForms.list.projectName')}</Table.Th>
                <Table.Th>{t('framingForms.list.createdAt')}</Table.Th>
                <Table.Th>{t('framingForms.list.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Anchor component={Link} to={framingFormDetailsPath(r.id)}>
                      <span dir="auto">{r.projectName}</span>
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{formatDate(r.createdAt)}</Table.Td>
                  <Table.Td>
                    {t(
                      r.projectId !== null
                        ? 'framingForms.list.withProject'
                        : r.advisorId !== null
                          ? 'framingForms.list.assigned'
                          : 'framingForms.list.toHandle',
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {(query.data?.pageCount ?? 0) > 1 ? (
        <Pagination
          total={query.data?.pageCount ?? 1}
          value={page + 1}
          onChange={(p) => setPage(p - 1)}
          getItemProps={(n) => ({ 'aria-label': `${t('projects.list.pagination')} ${n}` })}
          getControlProps={(control) => ({ 'aria-label': `${t('projects.list.pagination')} ${control}` })}
          aria-label={t('projects.list.pagination')}
        />
      ) : null}
    </Stack>
  );
}
