import { PROJECTS_AUDIT_RESOURCE } from '@cri/shared/back-office/audit';
import { RESOURCES, resourceByName } from '@cri/shared/back-office/resources';
import { BACK_OFFICE_PATHS, backOfficeDetailPath } from '@cri/shared/paths';
import { hasPermission } from '@cri/shared/permissions';
import { Anchor, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { useAudit } from '../api/resources.ts';
import { BackOfficeNav } from '../components/back-office-nav.tsx';
import { actionLabel, resourceTitle } from '../components/labels.ts';
import { ListPager } from '../components/list-pager.tsx';
import { useChanges } from '../components/record-history.tsx';

const PAGE_SIZE = 20;

type Entry = Parameters<ReturnType<typeof useChanges>>[0];
const advisorNameIn = (v: unknown): string | null => {
  const name = (v as { advisorName?: unknown } | null)?.advisorName;
  return typeof name === 'string' ? name : null;
};
const referenceIn = (v: unknown): string | null => {
  const ref = (v as { reference?: unknown } | null)?.reference;
  return typeof ref === 'string' ? ref : null;
};

function Changes({ resource, entry }: { resource: string; entry: Entry }) {
  const { t } = useTranslation();
  const changes = useChanges(resourceByName(resource));
  if (entry.action === 'update-advisor')
    return t('backOffice.projects.change.audit', {
      from: advisorNameIn(entry.before) ?? t('backOffice.projects.noAdvisor'),
      to: advisorNameIn(entry.after) ?? '—',
    });
  return entry.action === 'update' ? changes(entry).map((c) => <div key={c}>{c}</div>) : null;
}

/** Where an audit line leads: the record's page, or for a change of advisor the projects list on its reference. */
const recordLink = (entry: { resource: string; recordId: number; after: unknown }): string => {
  if (entry.resource !== PROJECTS_AUDIT_RESOURCE) return backOfficeDetailPath(entry.resource, entry.recordId);
  const reference = referenceIn(entry.after);
  return reference ? `${BACK_OFFICE_PATHS.projects}?reference=${encodeURIComponent(reference)}` : BACK_OFFICE_PATHS.projects;
};

/** The back-office audit (decision 061): every change the caller may see, searchable, newest first. */
export default function AuditPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [resource, setResource] = useState<string | null>(null);
  const mine = RESOURCES.filter((r) => (user?.roles ?? []).some((role) => r.roles.includes(role))).map((r) => r.name);
  // The changes of advisor made from the projects list (decision 089), for the roles that read it.
  if (hasPermission(user?.roles ?? [], 'read:projects')) mine.push(PROJECTS_AUDIT_RESOURCE);
  const audit = useAudit({ page, size: PAGE_SIZE, search: debounced.trim() || undefined, resource: resource ?? undefined });
  const items = audit.data?.items ?? [];
  const total = audit.data?.total ?? 0;
  return (
    <Stack>
      <BackOfficeNav />
      <Title order={1}>{t('backOffice.audit.title')}</Title>
      <Group align="flex-end">
        <TextInput
          label={t('backOffice.audit.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(0);
          }}
          maxLength={200}
          dir="auto"
        />
        <Select
          label={t('backOffice.audit.resource')}
          data={mine.map((r) => ({ value: r, label: resourceTitle(t, r) }))}
          value={resource}
          onChange={(v) => {
            setResource(v);
            setPage(0);
          }}
          placeholder={t('backOffice.list.all')}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      <Text size="sm" aria-live="polite">
        {t('backOffice.list.total', { count: total })}
      </Text>
      {items.length > 0 ? (
        <Table.ScrollContainer minWidth={800}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('backOffice.audit.at')}</Table.Th>
                <Table.Th>{t('backOffice.audit.actor')}</Table.Th>
                <Table.Th>{t('backOffice.audit.resource')}</Table.Th>
                <Table.Th>{t('backOffice.audit.action')}</Table.Th>
                <Table.Th>{t('backOffice.audit.changes')}</Table.Th>
                <Table.Th>{t('backOffice.audit.ip')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(e.at)}
                  </Table.Td>
                  <Table.Td dir="ltr">{e.actorUsername}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={recordLink(e)}>
                      {`${resourceTitle(t, e.resource)} #${e.recordId}`}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{actionLabel(t, e.action)}</Table.Td>
                  <Table.Td dir="auto">
                    <Changes resource={e.resource} entry={e} />
                  </Table.Td>
                  <Table.Td dir="ltr">{e.ip}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : audit.isSuccess ? (
        <Text c="dimmed">{t('backOffice.audit.empty')}</Text>
      ) : null}
      <ListPager total={total} pageSize={PAGE_SIZE} page={page} onPage={setPage} />
    </Stack>
  );
}
