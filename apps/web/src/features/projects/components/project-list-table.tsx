import { archiveProjectPath, restoreProjectPath, type TProjectListRow } from '@cri/shared/schemas/project-lists';
import { projectPath } from '@cri/shared/schemas/projects';
import { Alert, Anchor, Badge, Button, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import light from '../../../components/ui/light-rows.module.css';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { PageSizeSelect } from '../../../components/ui/page-size-select.tsx';
import { byId, groupedTable, RowGroups } from '../../../components/ui/row-groups.tsx';
import { formatDate } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { PAGE_SIZES, type PageSize } from '../../../lib/page-size.ts';
import { textByCount, textOnce, textWith } from '../../../lib/row-text.ts';
import type { ProjectPage } from '../api/get-projects.ts';

interface Props {
  title?: string;
  query: { data: ProjectPage | undefined; isPending: boolean; isError: boolean };
  page: number;
  onPage: (page: number) => void;
  emptyKey: string;
  /** Staff columns (investor, internal phase, indicative deadline), without the investor's row actions. */
  staff?: boolean;
  /** Staff lists: rows per page, 20 / 50 / 100, remembered per list (decision 099). */
  pageSize?: { value: PageSize; onChange: (size: PageSize) => void };
}

/** One paged project list (a category of GET /projects), with the row actions the server allows. */
export function ProjectListTable({ title, query, page, onPage, emptyKey, staff = false, pageSize }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {title ? (
        <Title order={2} size="h3">
          {title}
        </Title>
      ) : null}
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('projects.list.loadFailed')}
        </Alert>
      ) : (query.data?.rows.length ?? 0) === 0 ? (
        <Text>{t(emptyKey)}</Text>
      ) : staff ? (
        <StaffRows rows={query.data?.rows ?? []} />
      ) : (
        <Rows rows={query.data?.rows ?? []} />
      )}
      <Group justify="space-between" align="flex-end" wrap="wrap">
        {(query.data?.pageCount ?? 0) > 1 ? (
          <Pagination
            total={query.data?.pageCount ?? 1}
            value={page + 1}
            onChange={(p) => onPage(p - 1)}
            getItemProps={(n) => ({ 'aria-label': `${t('projects.list.pagination')} ${n}` })}
            getControlProps={(control) => ({ 'aria-label': `${t('projects.list.pagination')} ${control}` })}
            aria-label={t('projects.list.pagination')}
          />
        ) : (
          <span />
        )}
        {pageSize && (query.data?.total ?? 0) > PAGE_SIZES[0] ? (
          <PageSizeSelect value={pageSize.value} onChange={pageSize.onChange} />
        ) : null}
      </Group>
    </Stack>
  );
}

function Rows({ rows }: { rows: TProjectListRow[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('projects.list.name')}</Table.Th>
            <Table.Th>{t('projects.list.reference')}</Table.Th>
            <Table.Th>{t('projects.list.region')}</Table.Th>
            <Table.Th>{t('projects.list.procedures')}</Table.Th>
            <Table.Th>{t('projects.list.phase')}</Table.Th>
            <Table.Th>{t('projects.list.createdAt')}</Table.Th>
            <Table.Th>{t('projects.list.depositDate')}</Table.Th>
            <Table.Th>{t('projects.list.days')}</Table.Th>
            <Table.Th>{t('projects.list.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>
                <Anchor component={Link} to={projectPath(r.id)} aria-label={t('projects.list.open', { name: r.name })}>
                  <span dir="auto">{r.name}</span>
                </Anchor>
              </Table.Td>
              <Table.Td>
                <span dir="ltr">{r.reference ?? t('projects.list.noReference')}</span>
              </Table.Td>
              <Table.Td>{localized(r, i18n.language, 'regionName')}</Table.Td>
              <Table.Td>{r.procedures.map((p) => localized(p, i18n.language)).join(' ; ')}</Table.Td>
              <Table.Td>
                {r.latestInvestorPhase ? (
                  <Badge variant="light" color={r.latestInvestorPhase === 'ARCHIVED' ? 'gray' : 'blue'} tt="none">
                    {t(`projects.phases.${r.latestInvestorPhase}`)}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>{formatDate(r.createdAt)}</Table.Td>
              <Table.Td>{formatDate(r.depositDate)}</Table.Td>
              <Table.Td>
                {r.daysSinceLastStep === 0
                  ? t('projects.list.today')
                  : t('projects.list.daysAgo', { count: r.daysSinceLastStep })}
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {r.abilities.archive ? (
                    <Button
                      component={Link}
                      to={archiveProjectPath(r.id)}
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={t('projects.list.archiveLabel', { name: r.name })}
                    >
                      {t('projects.list.archive')}
                    </Button>
                  ) : null}
                  {r.abilities.restore ? (
                    <Button
                      component={Link}
                      to={restoreProjectPath(r.id)}
                      size="xs"
                      variant="light"
                      aria-label={t('projects.list.restoreLabel', { name: r.name })}
                    >
                      {t('projects.list.restore')}
                    </Button>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Staff rows: what a busy advisor needs, sorted by the server by urgency (oldest last step first). Up to 100 rows
 * (decision 099): plain cells, one memoised row component, no Mantine component per cell (bench/web-vitals.mjs).
 */
function StaffRows({ rows }: { rows: TProjectListRow[] }) {
  const { t, i18n } = useTranslation();
  const texts = useMemo(() => staffTexts(t), [t]);
  return (
    <Table.ScrollContainer minWidth={960} type="native">
      <Table striped withTableBorder {...groupedTable(STAFF_COLUMNS)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('projects.list.reference')}</Table.Th>
            <Table.Th>{t('projects.list.name')}</Table.Th>
            <Table.Th>{t('projects.staff.investor')}</Table.Th>
            <Table.Th>{t('projects.list.procedures')}</Table.Th>
            <Table.Th>{t('projects.list.phase')}</Table.Th>
            <Table.Th>{t('projects.list.depositDate')}</Table.Th>
            <Table.Th>{t('projects.list.days')}</Table.Th>
            <Table.Th title={t('projects.staff.deadlineHint')}>{t('projects.staff.deadline')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <RowGroups rows={rows} keyOf={byId} row={(r) => <StaffRow key={r.id} row={r} language={i18n.language} texts={texts} />} />
      </Table>
    </Table.ScrollContainer>
  );
}

/** Reference, name, investor, procedures, phase, deposit, days, deadline (decision 122: widths not from the content). */
const STAFF_COLUMNS = [1, 1.5, 1.3, 1.7, 1.3, 0.9, 0.9, 1.3];

/** The texts of a page of staff rows, each translation resolved once for the page (decision 109). */
function staffTexts(t: TFunction) {
  return {
    once: textOnce(t),
    open: textWith(t, 'projects.list.open', 'name'),
    daysAgo: textByCount(t, 'projects.list.daysAgo'),
  };
}
type StaffTexts = ReturnType<typeof staffTexts>;

// The list's texts, not a translation hook (and its language subscription) per row.
const StaffRow = memo(function StaffRow({
  row: r,
  language,
  texts,
}: {
  row: TProjectListRow;
  language: string;
  texts: StaffTexts;
}) {
  return (
    <tr>
      <td>
        <span dir="ltr">{r.reference ?? texts.once('projects.list.noReference')}</span>
      </td>
      <td>
        <Link className={light.link} to={projectPath(r.id)} aria-label={texts.open(r.name)}>
          <span dir="auto">{r.name}</span>
        </Link>
      </td>
      <td>
        <span dir="auto">{r.investorName}</span>
      </td>
      <td>{r.procedures.map((p) => localized(p, language)).join(' ; ')}</td>
      <td>{r.latestPhase ? <span className={light.badge}>{texts.once(`projects.phases.${r.latestPhase}`)}</span> : null}</td>
      <td>{formatDate(r.depositDate)}</td>
      <td>{r.daysSinceLastStep === 0 ? texts.once('projects.list.today') : texts.daysAgo(r.daysSinceLastStep)}</td>
      <td>
        {r.deadline ? (
          <span className={light.nowrap}>
            <span>{formatDate(r.deadline)}</span>
            {r.overdue ? (
              <span className={light.badge} data-color="red">
                {texts.once('projects.staff.overdue')}
              </span>
            ) : null}
          </span>
        ) : (
          texts.once('projects.staff.noDeadline')
        )}
      </td>
    </tr>
  );
});
