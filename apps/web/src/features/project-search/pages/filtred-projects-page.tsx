import { PROJECT_SEARCH_PAGE_SIZE } from '@cri/shared/schemas/project-search';
import { projectPath } from '@cri/shared/schemas/projects';
import { Alert, Anchor, Badge, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { hasAnyRole, PROJECT_READER_ROLES } from '../../../config/role-groups.ts';
import { formatDate } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { useProjectSearch } from '../api/search-projects.ts';
import { requestOfParams } from '../lib/search-params.ts';

/** /filtred-projects: the results of the search popover (spec 1 §2.4), paged from 0 in `?page=`. */
export default function FiltredProjectsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const request = requestOfParams(params, page, PROJECT_SEARCH_PAGE_SIZE);
  const query = useProjectSearch(request);
  // Roles that search without opening files (decision 033: wali representative, land, monitoring…) read the
  // row; a link would only lead them to the "not authorised" notice.
  const opensFiles = hasAnyRole(useSignedInUser()?.roles, PROJECT_READER_ROLES);
  const goTo = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    setParams(next);
  };
  return (
    <Stack gap="lg">
      <Title order={1}>{t('projectSearch.title')}</Title>
      {request === null ? (
        <Text>{t('projectSearch.noCriteria')}</Text>
      ) : query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('projectSearch.loadFailed')}
        </Alert>
      ) : (
        <>
          <Text role="status">{t('projectSearch.total', { count: query.data?.totalElements ?? 0 })}</Text>
          {(query.data?.list.length ?? 0) === 0 ? (
            <Text>{t('projectSearch.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={820}>
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('projects.list.reference')}</Table.Th>
                    <Table.Th>{t('projects.list.name')}</Table.Th>
                    <Table.Th>{t('projects.staff.investor')}</Table.Th>
                    <Table.Th>{t('projects.list.region')}</Table.Th>
                    <Table.Th>{t('projects.list.procedures')}</Table.Th>
                    <Table.Th>{t('projects.list.phase')}</Table.Th>
                    <Table.Th>{t('projects.list.depositDate')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {query.data?.list.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td>
                        <span dir="ltr">{r.reference ?? t('projects.list.noReference')}</span>
                      </Table.Td>
                      <Table.Td>
                        {opensFiles ? (
                          <Anchor component={Link} to={projectPath(r.id)} aria-label={t('projects.list.open', { name: r.name })}>
                            <span dir="auto">{r.name}</span>
                          </Anchor>
                        ) : (
                          <span dir="auto">{r.name}</span>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <span dir="auto">{r.investorName}</span>
                      </Table.Td>
                      <Table.Td>{localized(r, i18n.language, 'regionName')}</Table.Td>
                      <Table.Td>{r.procedures.map((p) => localized(p, i18n.language)).join(' ; ')}</Table.Td>
                      <Table.Td>
                        {r.latestPhase ? (
                          <Badge variant="light" tt="none">
                            {t(`projects.phases.${r.latestPhase}`)}
                          </Badge>
                        ) : null}
                      </Table.Td>
                      <Table.Td>{formatDate(r.depositDate)}</Table.Td>
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
              onChange={(p) => goTo(p - 1)}
              getItemProps={(n) => ({ 'aria-label': `${t('projects.list.pagination')} ${n}` })}
              getControlProps={(control) => ({ 'aria-label': `${t('projects.list.pagination')} ${control}` })}
              aria-label={t('projects.list.pagination')}
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}
