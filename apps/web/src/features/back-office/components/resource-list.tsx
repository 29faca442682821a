import { exportPathOf, filterParam, offers, type ResourceDecl } from '@cri/shared/back-office/resource';
import { backOfficeCreatePath, backOfficeDetailPath } from '@cri/shared/paths';
import { Alert, Anchor, Button, Group, Select, Stack, Table, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { type ListParams, useResourcePage } from '../api/resources.ts';
import { BackOfficeNav } from './back-office-nav.tsx';
import { ExportButtons } from './export-buttons.tsx';
import { KeysetPager } from './keyset-pager.tsx';
import { displayValue, enumLabel, fieldLabel, resourceSingular, resourceTitle } from './labels.ts';
import { useListAddress } from './list-address.ts';
import { useRegionNames } from './use-region-names.ts';

const PAGE_SIZE = 20;

/** The generic list of a resource (decisions 060, 099): search, filters, sortable columns, keyset pages. */
export function ResourceList({ decl }: { decl: ResourceDecl }) {
  const { t, i18n } = useTranslation();
  const regions = useRegionNames();
  const { url, after, before, onCursor, search, setSearch, urlSearch, navigate } = useListAddress();
  const askedSort = url.get('sort');
  const sort = {
    field: askedSort && decl.sort.includes(askedSort) ? askedSort : (decl.sort[0] ?? 'id'),
    direction: url.get('direction') === 'desc' ? ('desc' as const) : ('asc' as const),
  };
  const filters: Record<string, string> = {};
  for (const name of decl.filters) {
    const v = url.get(filterParam(name));
    if (v) filters[name] = v;
  }
  const listed: ListParams = {
    sort: sort.field,
    direction: sort.direction,
    search: urlSearch || undefined,
    ...Object.fromEntries(Object.entries(filters).map(([k, v]) => [filterParam(k), v])),
  };
  const params: ListParams = { ...listed, size: PAGE_SIZE, after, before, page: after || before ? undefined : 0 };
  const list = useResourcePage(decl.name, params);
  const user = useSignedInUser();
  const exportPath = exportPathOf(decl, user?.roles ?? []);
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const field = (name: string) => decl.fields.find((f) => f.name === name);

  const filterOptions = (name: string) => {
    const f = field(name);
    if (!f) return [];
    if (f.kind === 'boolean') {
      return [
        { value: 'true', label: t('backOffice.yes') },
        { value: 'false', label: t('backOffice.no') },
      ];
    }
    if (f.kind === 'region') return regions.options;
    return (f.options ?? []).map((o) => ({ value: o, label: enumLabel(t, name, o) }));
  };
  const toggleSort = (name: string) =>
    navigate({ sort: name, direction: sort.field === name && sort.direction === 'asc' ? 'desc' : 'asc' });

  return (
    <Stack>
      <BackOfficeNav />
      <Group justify="space-between">
        <Title order={1}>{resourceTitle(t, decl.name)}</Title>
        <Group>
          {exportPath ? <ExportButtons decl={decl} path={exportPath} params={listed} /> : null}
          {offers(decl, 'create') ? (
            <Button component={Link} to={backOfficeCreatePath(decl.name)}>
              {t('backOffice.list.create', { what: resourceSingular(t, decl.name) })}
            </Button>
          ) : null}
        </Group>
      </Group>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('backOffice.list.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          maxLength={200}
          dir="auto"
        />
        {decl.filters
          .filter((name) => field(name))
          .map((name) => (
            <Select
              key={name}
              label={fieldLabel(t, name)}
              data={filterOptions(name)}
              value={filters[name] ?? null}
              placeholder={t('backOffice.list.all')}
              clearable
              onChange={(v) => navigate({ [filterParam(name)]: v })}
              comboboxProps={{ withinPortal: true }}
            />
          ))}
      </Group>
      {list.isError ? (
        onCursor ? (
          // A cursor from an old link or a changed list: say so and offer the first page, nothing else lost.
          <Alert color="orange" title={t('backOffice.list.staleCursor')}>
            <Button variant="default" size="xs" onClick={() => navigate({})}>
              {t('backOffice.list.pager.first')}
            </Button>
          </Alert>
        ) : (
          <Alert color="red">{t('errors.INTERNAL')}</Alert>
        )
      ) : null}
      <Text size="sm" aria-live="polite">
        {t('backOffice.list.total', { count: total })}
      </Text>
      {items.length > 0 ? (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                {decl.listColumns.map((name) => {
                  const sortable = decl.sort.includes(name);
                  const current = sort.field === name;
                  return (
                    <Table.Th
                      key={name}
                      aria-sort={current ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {sortable ? (
                        <UnstyledButton onClick={() => toggleSort(name)} fw={700}>
                          {fieldLabel(t, name)}
                          {current ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
                        </UnstyledButton>
                      ) : (
                        fieldLabel(t, name)
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id}>
                  {decl.listColumns.map((name, i) => {
                    // A French name column shows the Arabic name beside it when the page is in Arabic.
                    const arabic = name.endsWith('Fr') ? item[`${name.slice(0, -2)}Ar`] : undefined;
                    const value = i18n.language === 'ar' && typeof arabic === 'string' ? arabic : item[name];
                    const text = displayValue(t, field(name), value, regions.name);
                    return (
                      <Table.Td key={name} dir="auto">
                        {i === 0 ? (
                          <Anchor component={Link} to={backOfficeDetailPath(decl.name, item.id)}>
                            {text}
                          </Anchor>
                        ) : (
                          text
                        )}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : list.isSuccess ? (
        <Text c="dimmed">{t('backOffice.list.empty')}</Text>
      ) : null}
      {list.data ? (
        <KeysetPager
          start={list.data.start ?? 0}
          shown={items.length}
          total={total}
          hasPrevious={Boolean(list.data.prevCursor)}
          hasNext={Boolean(list.data.nextCursor)}
          atFirst={!onCursor}
          onFirst={() => navigate({})}
          onPrevious={() => navigate({ before: list.data?.prevCursor ?? null })}
          onNext={() => navigate({ after: list.data?.nextCursor ?? null })}
        />
      ) : null}
    </Stack>
  );
}
