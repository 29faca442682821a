import { hasPermission } from '@cri/shared/permissions';
import type { TProjectListRow } from '@cri/shared/schemas/project-lists';
import { Alert, Button, Group, Modal, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { memo, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import light from '../../../components/ui/light-rows.module.css';
import { byId, groupedTable, RowGroups } from '../../../components/ui/row-groups.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePaging } from '../../../lib/page-size.ts';
import { textOnce, textWith } from '../../../lib/row-text.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { useAdvisorCandidates, useBackOfficeProjects, useReassignAdvisor } from '../api/projects.ts';
import { BackOfficeNav } from '../components/back-office-nav.tsx';
import { ListPager } from '../components/list-pager.tsx';

const NO_PROJECTS: TProjectListRow[] = [];

const fullName = (a: { firstName: string; lastName: string }) => `${a.firstName} ${a.lastName}`.trim();

/** The texts of a page of files, each translation resolved once for the page (decision 109). */
function rowTexts(t: TFunction) {
  return {
    once: textOnce(t),
    noAdvisor: t('backOffice.projects.noAdvisor'),
    change: textWith(t, 'backOffice.projects.change.open', 'reference'),
    changeButton: t('backOffice.projects.change.button'),
  };
}
type RowTexts = ReturnType<typeof rowTexts>;

/** One file of the list (up to 100 rows, decision 099): plain cells, memoised, no Mantine component per cell. */
const ProjectRow = memo(function ProjectRow({
  project: p,
  arabic,
  onChange,
  texts,
}: {
  project: TProjectListRow;
  arabic: boolean;
  onChange: ((p: TProjectListRow) => void) | undefined;
  /** The list's texts, resolved once per page (decision 109), not a translation hook per row. */
  texts: RowTexts;
}) {
  return (
    <tr>
      <td dir="ltr">{p.reference ?? '—'}</td>
      <td dir="auto">{p.name}</td>
      <td>{arabic ? p.regionNameAr : p.regionNameFr}</td>
      <td>{p.latestPhase ? texts.once(`projects.phases.${p.latestPhase}`) : '—'}</td>
      <td dir="auto">{p.advisorName ?? texts.noAdvisor}</td>
      {onChange ? (
        <td>
          <button
            type="button"
            className={light.button}
            onClick={() => onChange(p)}
            aria-label={texts.change(p.reference ?? p.name)}
          >
            {texts.changeButton}
          </button>
        </td>
      ) : null}
    </tr>
  );
});

/**
 * The page's table, memoised (decision 112): a page of data renders this table, not the page around it (its
 * navigation, search field and pager); the slices of its rows render its row groups only (`RowGroups`, decision 122).
 */
const ProjectTable = memo(function ProjectTable({
  projects,
  arabic,
  onChange,
}: {
  projects: readonly TProjectListRow[];
  arabic: boolean;
  onChange: ((p: TProjectListRow) => void) | undefined;
}) {
  const { t } = useTranslation();
  const texts = useMemo(() => rowTexts(t), [t]);
  return (
    <Table.ScrollContainer minWidth={820} type="native">
      <Table striped highlightOnHover {...groupedTable(onChange ? [1, 1.6, 1.2, 1.2, 1.3, 1.4] : [1, 1.6, 1.2, 1.2, 1.3])}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('backOffice.projects.columns.reference')}</Table.Th>
            <Table.Th>{t('backOffice.projects.columns.name')}</Table.Th>
            <Table.Th>{t('backOffice.projects.columns.region')}</Table.Th>
            <Table.Th>{t('backOffice.projects.columns.phase')}</Table.Th>
            <Table.Th>{t('backOffice.projects.columns.advisor')}</Table.Th>
            {onChange ? <Table.Th>{t('backOffice.projects.columns.actions')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <RowGroups
          rows={projects}
          keyOf={byId}
          row={(p) => <ProjectRow key={p.id} project={p} arabic={arabic} onChange={onChange} texts={texts} />}
        />
      </Table>
    </Table.ScrollContainer>
  );
});

/** The choice of the new advisor among the region's other active advisors, then the change (decision 089). */
function ChangeAdvisorDialog({
  project,
  onClose,
  onDone,
}: {
  project: TProjectListRow;
  onClose: () => void;
  onDone: (name: string) => void;
}) {
  const { t } = useTranslation();
  const candidates = useAdvisorCandidates(project.id);
  const reassign = useReassignAdvisor();
  const [chosen, setChosen] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const options = (candidates.data ?? []).map((a) => ({ value: String(a.id), label: fullName(a) }));
  const target = candidates.data?.find((a) => String(a.id) === chosen);
  const submit = async () => {
    if (!target) {
      setAlert(t('backOffice.projects.change.required'));
      return;
    }
    setAlert(null);
    try {
      await reassign.mutateAsync({ projectId: project.id, advisorId: target.id });
      onDone(fullName(target));
    } catch (failure) {
      setAlert(t(failure instanceof ApiError ? failure.messageKey : 'errors.INTERNAL'));
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('backOffice.projects.change.title', { reference: project.reference ?? project.name })}
    >
      <Stack gap="md">
        <Text size="sm">
          {project.advisorName
            ? t('backOffice.projects.change.current', { name: project.advisorName })
            : t('backOffice.projects.noAdvisor')}
        </Text>
        {alert ? (
          <Alert color="red" variant="light" role="alert" p="xs">
            {alert}
          </Alert>
        ) : null}
        {candidates.isSuccess && options.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('backOffice.projects.change.noOther')}
          </Text>
        ) : (
          <Select
            label={t('backOffice.projects.change.select')}
            placeholder={t('backOffice.projects.change.placeholder')}
            data={options}
            value={chosen}
            onChange={setChosen}
            searchable
            required
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('backOffice.projects.change.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={reassign.isPending} disabled={options.length === 0}>
            {t('backOffice.projects.change.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * /back-office-projects (spec 3 §7 `GET /projects?page&size&reference`, issue 17): the files of the caller's region
 * (national support: every region), filtered by reference, paged; regional support gives a file to another
 * active advisor of the region from here.
 */
export default function BackOfficeProjectsPage() {
  const { t, i18n } = useTranslation();
  const user = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const [reference, setReference] = useState(params.get('reference') ?? '');
  const [debounced] = useDebouncedValue(reference.trim(), 300);
  const { page, setPage, size, setSize } = usePaging('back-office-projects');
  const [changing, setChanging] = useState<TProjectListRow | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const list = useBackOfficeProjects(page, size, debounced);
  const asked = list.data?.rows;
  const total = list.data?.total ?? 0;
  const mayReassign = hasPermission(user?.roles ?? [], 'reassign:project-advisor');
  const openChange = useCallback((p: TProjectListRow) => {
    setDone(null);
    setChanging(p);
  }, []);
  return (
    <Stack>
      <BackOfficeNav />
      <Title order={1}>{t('backOffice.projects.title')}</Title>
      <TextInput
        label={t('backOffice.projects.reference')}
        value={reference}
        onChange={(e) => {
          const v = e.currentTarget.value;
          setReference(v);
          setPage(0);
          setParams(v.trim() ? { reference: v.trim() } : {}, { replace: true });
        }}
        maxLength={100}
        dir="ltr"
        w={320}
      />
      {done ? (
        <Alert color="teal" variant="light" role="status" p="xs" withCloseButton onClose={() => setDone(null)}>
          {done}
        </Alert>
      ) : null}
      {list.isError ? <Alert color="red">{t('errors.INTERNAL')}</Alert> : null}
      <Text size="sm" aria-live="polite">
        {t('backOffice.projects.total', { count: total })}
      </Text>
      {(asked?.length ?? 0) > 0 ? (
        <ProjectTable
          projects={asked ?? NO_PROJECTS}
          arabic={i18n.language.startsWith('ar')}
          onChange={mayReassign ? openChange : undefined}
        />
      ) : list.isSuccess ? (
        <Text c="dimmed">
          {debounced ? t('backOffice.projects.noMatch', { reference: debounced }) : t('backOffice.projects.empty')}
        </Text>
      ) : null}
      <ListPager total={total} pageSize={size} page={page} onPage={setPage} onSize={setSize} />
      {changing ? (
        <ChangeAdvisorDialog
          project={changing}
          onClose={() => setChanging(null)}
          onDone={(name) => {
            setDone(t('backOffice.projects.change.done', { reference: changing.reference ?? changing.name, name }));
            setChanging(null);
          }}
        />
      ) : null}
    </Stack>
  );
}
