import { PIAFE_PATHS } from '@cri/shared/paths';
import { isReversedRange } from '@cri/shared/rules/piafe';
import type { TPiafeProjectRow } from '@cri/shared/schemas/piafe';
import { Alert, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { type FormEvent, memo, startTransition, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateTextInput } from '../../../components/forms/date-text-input.tsx';
import light from '../../../components/ui/light-rows.module.css';
import { PageSizeSelect } from '../../../components/ui/page-size-select.tsx';
import { byId, groupedTable, RowGroups } from '../../../components/ui/row-groups.tsx';
import { formatDate } from '../../../lib/format.ts';
import { PAGE_SIZES, usePageSize } from '../../../lib/page-size.ts';
import { textOnce, textWith } from '../../../lib/row-text.ts';
import { type ProjectSearch, useProjects } from '../api/piafe-api.ts';

/** The texts of a page of PIAFE projects, each translation resolved once for the page (decision 109). */
function rowTexts(t: TFunction) {
  const once = textOnce(t);
  return {
    open: textWith(t, 'piafe.list.open', 'name'),
    addVisit: textWith(t, 'piafe.list.addVisit', 'name'),
    addVisitText: t('piafe.sheet.addVisit'),
    // As `useEnumLabel`: the maturity's label, "none" without one.
    maturity: (code: string | null) => (code ? once(`piafe.enum.maturity.${code}`) : once('piafe.none')),
  };
}
type RowTexts = ReturnType<typeof rowTexts>;

/**
 * A page of the advisor's projects (up to 100, decisions 099 and 109): plain cells, one memoised row, rows added in
 * slices, translations resolved once per page; memoised, so typing in the search form does not render the rows again.
 */
const PiafeTable = memo(function PiafeTable({ projects }: { projects: readonly TPiafeProjectRow[] }) {
  const { t } = useTranslation();
  const texts = useMemo(() => rowTexts(t), [t]);
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table striped highlightOnHover aria-label={t('piafe.list.caption')} {...groupedTable([1.5, 1.3, 1.1, 1, 1.2, 0.7, 1.3])}>
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
        <RowGroups rows={projects} keyOf={byId} row={(row) => <PiafeRow key={row.id} row={row} texts={texts} />} />
      </Table>
    </Table.ScrollContainer>
  );
});

const PiafeRow = memo(function PiafeRow({ row, texts }: { row: TPiafeProjectRow; texts: RowTexts }) {
  return (
    <tr>
      <td>
        <Link className={light.link} to={PIAFE_PATHS.detailsOf(row.id)} aria-label={texts.open(row.name)}>
          <span dir="auto">{row.name}</span>
        </Link>
      </td>
      <td dir="auto">{row.holderName}</td>
      <td dir="ltr">{row.identityNumber}</td>
      <td>{texts.maturity(row.maturityLevel)}</td>
      <td dir="ltr">{formatDate(row.lastExchangeDate)}</td>
      <td>{row.visitCount}</td>
      <td>
        {row.lastExchangeId !== null && (
          <Link className={light.link} to={PIAFE_PATHS.addVisitOf(row.lastExchangeId)} aria-label={texts.addVisit(row.name)}>
            {texts.addVisitText}
          </Link>
        )}
      </td>
    </tr>
  );
});

/** /piafe/projects: the advisor's projects, searched by holder or project and by exchange dates (spec 3 §2). */
export default function PiafeProjectsPage() {
  const { t } = useTranslation();
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
      {rows.length > 0 && <PiafeTable projects={rows} />}
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
          <Button
            variant="default"
            disabled={query.page === 0}
            onClick={() => startTransition(() => setQuery({ ...query, page: query.page - 1 }))}
          >
            {t('piafe.list.previous')}
          </Button>
          <Button
            variant="default"
            disabled={query.page + 1 >= pageCount}
            onClick={() => startTransition(() => setQuery({ ...query, page: query.page + 1 }))}
          >
            {t('piafe.list.next')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
