import { PIAFE_PATHS } from '@cri/shared/paths';
import { isReversedRange } from '@cri/shared/rules/piafe';
import { Alert, Anchor, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateTextInput } from '../../../components/forms/date-text-input.tsx';
import { PageSizeSelect } from '../../../components/ui/page-size-select.tsx';
import { formatDate } from '../../../lib/format.ts';
import { PAGE_SIZES, usePageSize } from '../../../lib/page-size.ts';
import { type ProjectSearch, useProjects } from '../api/piafe-api.ts';
import { useEnumLabel } from '../lib/options.ts';

/** /piafe/projects: the advisor's projects, searched by holder or project and by exchange dates (spec 3 §2). */
export default function PiafeProjectsPage() {
  const { t } = useTranslation();
  const label = useEnumLabel();
  const [draft, setDraft] = useState({ dataToSearch: '', startExchangeDate: '', endExchangeDate: '' });
  const [size, setSize] = usePageSize('piafe-projects');
  const [query, setQuery] = useState<ProjectSearch>({ page: 0, size });
  const projects = useProjects(query);
  const reversed = isReversedRange(draft.startExchangeDate, draft.endExchangeDate);
  const rows = projects.data?.rows ?? [];
  const pageCount = projects.data?.pageCount ?? 0;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reversed) return;
    setQuery({ ...draft, page: 0, size });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="end">
        <div>
          <Title order={1}>{t('piafe.title')}</Title>
          <Text c="dimmed">{t('piafe.list.intro')}</Text>
        </div>
        <Button component={Link} to={PIAFE_PATHS.creation}>
          {t('piafe.list.new')}
        </Button>
      </Group>
      <form onSubmit={submit} noValidate>
        <Group align="start" wrap="wrap">
          <TextInput
            label={t('piafe.list.search')}
            placeholder={t('piafe.list.searchPlaceholder')}
            value={draft.dataToSearch}
            onChange={(e) => setDraft({ ...draft, dataToSearch: e.currentTarget.value })}
            maxLength={100}
            dir="auto"
            style={{ flex: '1 1 16rem' }}
          />
          <DateTextInput
            label={t('piafe.list.start')}
            value={draft.startExchangeDate}
            onChange={(v) => setDraft({ ...draft, startExchangeDate: v ?? '' })}
          />
          <DateTextInput
            label={t('piafe.list.end')}
            value={draft.endExchangeDate}
            onChange={(v) => setDraft({ ...draft, endExchangeDate: v ?? '' })}
            error={reversed ? t('piafe.errors.rangeReversed') : undefined}
          />
          <Group mt={25} gap="xs">
            <Button type="submit">{t('piafe.list.submit')}</Button>
            <Button
              variant="default"
              onClick={() => {
                setDraft({ dataToSearch: '', startExchangeDate: '', endExchangeDate: '' });
                setQuery({ page: 0, size });
              }}
            >
              {t('piafe.list.reset')}
            </Button>
          </Group>
        </Group>
      </form>
      {projects.isError && (
        <Alert color="red" role="alert">
          {t('piafe.loadFailed')}
        </Alert>
      )}
      {projects.data && (
        <Text fw={600} role="status" data-testid="piafe-page-count">
          {t('piafe.list.count', { count: projects.data.total, page: query.page + 1, pages: Math.max(pageCount, 1) })}
        </Text>
      )}
      {projects.isSuccess && rows.length === 0 && <Text c="dimmed">{t('piafe.list.empty')}</Text>}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover aria-label={t('piafe.list.caption')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('piafe.list.col.project')}</Table.Th>
                <Table.Th>{t('piafe.list.col.holder')}</Table.Th>
                <Table.Th>{t('piafe.list.col.identity')}</Table.Th>
                <Table.Th>{t('piafe.list.col.maturity')}</Table.Th>
                <Table.Th>{t('piafe.list.col.lastExchange')}</Table.Th>
                <Table.Th>{t('piafe.list.col.visits')}</Table.Th>
                <Table.Th>{t('piafe.list.col.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={PIAFE_PATHS.detailsOf(row.id)}
                      aria-label={t('piafe.list.open', { name: row.name })}
                    >
                      <span dir="auto">{row.name}</span>
                    </Anchor>
                  </Table.Td>
                  <Table.Td dir="auto">{row.holderName}</Table.Td>
                  <Table.Td dir="ltr">{row.identityNumber}</Table.Td>
                  <Table.Td>{label('maturity', row.maturityLevel)}</Table.Td>
                  <Table.Td dir="ltr">{formatDate(row.lastExchangeDate)}</Table.Td>
                  <Table.Td>{row.visitCount}</Table.Td>
                  <Table.Td>
                    {row.lastExchangeId !== null && (
                      <Anchor
                        component={Link}
                        to={PIAFE_PATHS.addVisitOf(row.lastExchangeId)}
                        aria-label={t('piafe.list.addVisit', { name: row.name })}
                      >
                        {t('piafe.sheet.addVisit')}
                      </Anchor>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {projects.data && projects.data.total > PAGE_SIZES[0] && (
        <PageSizeSelect
          value={size}
          onChange={(n) => {
            setSize(n);
            setQuery({ ...query, page: 0, size: n });
          }}
        />
      )}
      {pageCount > 1 && (
        <Group justify="space-between">
          <Button variant="default" disabled={query.page === 0} onClick={() => setQuery({ ...query, page: query.page - 1 })}>
            {t('piafe.list.previous')}
          </Button>
          <Button
            variant="default"
            disabled={query.page + 1 >= pageCount}
            onClick={() => setQuery({ ...query, page: query.page + 1 })}
          >
            {t('piafe.list.next')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
