import type { Role } from '@cri/shared/enums/roles';
import { STAFF_LIST_CATEGORIES } from '@cri/shared/rules/project-categories';
import type { ProjectListCategory } from '@cri/shared/schemas/project-lists';
import { Alert, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
// Another feature's data through its api hook (ARCHITECTURE.md convention 1).
import { localized } from '../../../lib/i18n/localized.ts';
import { usePaging } from '../../../lib/page-size.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { useRegions } from '../../reference-data/api/get-regions.ts';
import { useProjectPage } from '../api/get-projects.ts';
import { useRegionProjectPage } from '../api/get-region-projects.ts';
import { ProjectListTable } from './project-list-table.tsx';

export type StaffKind = keyof typeof STAFF_LIST_CATEGORIES;

/** The staff list of a role: advisors and CRUI members read GET /projects, consultation roles the region lists. */
export function staffKindOf(roles: readonly string[]): StaffKind | null {
  const has = (r: Role) => roles.includes(r);
  if (has('ROLE_ADVISOR')) return 'advisor';
  if (has('ROLE_CRUI_MEMBER')) return 'cruiMember';
  if (has('ROLE_REGIONAL_CONSULTATION') || has('ROLE_NATIONAL_CONSULTATION')) return 'consultation';
  return null;
}

/** /projects for staff (spec 2 §2, §7): category tabs kept in `?category=`, each paged from 0. */
export function StaffProjectLists({ kind }: { kind: StaffKind }) {
  const { t, i18n } = useTranslation();
  const user = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const categories: readonly ProjectListCategory[] = STAFF_LIST_CATEGORIES[kind];
  const raw = params.get('category');
  const category = categories.find((c) => c === raw) ?? categories[0] ?? 'SUBMITED';
  const national = kind === 'consultation' && user?.regionId === null;
  const [regionId, setRegionId] = useState(0);
  const regions = useRegions({ enabled: national });
  const title =
    kind === 'cruiMember' ? 'projects.staff.titleMember' : national ? 'projects.staff.titleNational' : 'projects.staff.title';
  return (
    <Stack gap="lg">
      <Title order={1}>{t(title)}</Title>
      <Text size="sm" c="dimmed">
        {t('projects.staff.intro')}
      </Text>
      {kind === 'consultation' ? (
        <Alert variant="light" color="blue">
          {t('projects.staff.readOnly')}
        </Alert>
      ) : null}
      {national ? (
        <Select
          label={t('projects.staff.region')}
          maw={360}
          value={String(regionId)}
          onChange={(v) => setRegionId(Number(v ?? 0))}
          allowDeselect={false}
          data={[
            { value: '0', label: t('projects.staff.allRegions') },
            ...(regions.data ?? []).map((r) => ({ value: String(r.id), label: localized(r, i18n.language) })),
          ]}
        />
      ) : null}
      <Tabs value={category} onChange={(v) => setParams(v ? { category: v } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List aria-label={t('projects.list.tabsLabel')}>
          {categories.map((c) => (
            <Tabs.Tab key={c} value={c}>
              {t(`projects.categories.${c}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {categories.map((c) => (
          <Tabs.Panel key={c} value={c} pt="md">
            {kind === 'consultation' ? <RegionCategory category={c} regionId={regionId} /> : <OwnCategory category={c} />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function OwnCategory({ category }: { category: ProjectListCategory }) {
  const { page, setPage, size, setSize } = usePaging('staff-projects');
  const query = useProjectPage(category, page, size);
  return (
    <ProjectListTable
      staff
      query={query}
      page={page}
      onPage={setPage}
      emptyKey="projects.staff.empty"
      pageSize={{ value: size, onChange: setSize }}
    />
  );
}

function RegionCategory({ category, regionId }: { category: ProjectListCategory; regionId: number }) {
  const { page, setPage, size, setSize } = usePaging('region-projects');
  const query = useRegionProjectPage(category, page, size, regionId);
  return (
    <ProjectListTable
      staff
      query={query}
      page={page}
      onPage={setPage}
      emptyKey="projects.staff.empty"
      pageSize={{ value: size, onChange: setSize }}
    />
  );
}
