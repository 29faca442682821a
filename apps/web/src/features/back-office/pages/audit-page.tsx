import { PROJECTS_AUDIT_RESOURCE } from '@cri/shared/back-office/audit';
import { RESOURCES, resourceByName } from '@cri/shared/back-office/resources';
import { BACK_OFFICE_PATHS, backOfficeDetailPath } from '@cri/shared/paths';
import { hasPermission } from '@cri/shared/permissions';
import { Alert, Anchor, Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { useAudit } from '../api/resources.ts';
import { BackOfficeNav } from '../components/back-office-nav.tsx';
import { KeysetPager } from '../components/keyset-pager.tsx';
import { actionLabel, resourceTitle } from '../components/labels.ts';
import { useListAddress } from '../components/list-address.ts';
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
  // The search, the resource and the page are in the address (decision 099): reload, links and back work.
  const { url, after, before, onCursor, search, setSearch, urlSearch, navigate } = useListAddress();
  const askedResource = url.get('resource');
  const mine = RESOURCES.filter((r) => (user?.roles ?? []).some((role) => r.roles.includes(role))).map((r) => r.name);
  // The changes of advisor made from the projects list (decision 089), for the roles that read it.
  if (hasPermission(user?.roles ?? [], 'read:projects')) mine.push(PROJECTS_AUDIT_RESOURCE);
  const resource = askedResource && mine.includes(askedResource) ? askedResource : null;
  const audit = useAudit({
    size: PAGE_SIZE,
    search: urlSearch || undefined,
    resource: resource ?? undefined,
    ...(after ? { after } : before ? { before } : { page: 0 }),
  });
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
          onChange={(e) => setSearch(e.currentTarget.value)}
          maxLength={200}
          dir="auto"
        />
        <Select
          label={t('backOffice.audit.resource')}
          data={mine.map((r) => ({ value: r, label: resourceTitle(t, r) }))}
          value={resource}
          onChange={(v) => navigate({ resource: v })}
          placeholder={t('backOffice.list.all')}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      <Text size="sm" aria-live="polite">
        {t('backOffice.list.total', { count: total })}
      </Text>
      {audit.isError && onCursor ? (
        // A cursor from an old link: say so and offer the first page, the search and resource kept.
        <Alert color="orange" title={t('backOffice.list.staleCursor')}>
          <Button variant="default" size="xs" onClick={() => navigate({})}>
            {t('backOffice.list.pager.first')}
          </Button>
        </Alert>
      ) : null}
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
      {audit.data ? (
        <KeysetPager
          start={audit.data.start}
          shown={items.length}
          total={total}
          hasPrevious={Boolean(audit.data.prevCursor)}
          hasNext={Boolean(audit.data.nextCursor)}
          atFirst={!onCursor}
          onFirst={() => navigate({})}
          onPrevious={() => navigate({ before: audit.data?.prevCursor ?? null })}
          onNext={() => navigate({ after: audit.data?.nextCursor ?? null })}
        />
      ) : null}
    </Stack>
  );
}
