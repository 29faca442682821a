import { isStrategicProject } from '@cri/shared/rules/commission-competence';
import { nationalCommissionFilePath } from '@cri/shared/schemas/national-commission';
import { Alert, Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { formatAmount } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { useRegions } from '../../reference-data/api/get-regions.ts';
import { useNationalProjects } from '../api/get-national-commission.ts';
import { NationalCompetenceBadge } from '../components/national-competence.tsx';

/**
 * /national-commission (decision 050): the files of 250 M DH or more of every region that wait for a
 * commission decision; each opens on its decision page.
 */
export default function NationalCommissionPage() {
  const { t, i18n } = useTranslation();
  const query = useNationalProjects();
  const regions = useRegions();
  const regionName = (id: number) => {
    const region = regions.data?.find((r) => r.id === id);
    return region ? localized(region, i18n.language) : '';
  };
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('commission.national.title')}</Title>
        <Text c="dimmed">{t('commission.national.intro')}</Text>
      </Stack>
      {query.isPending ? <PageLoader /> : null}
      {query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('commission.errors.loadFailed')}
        </Alert>
      ) : null}
      {query.data?.length === 0 ? <Text role="status">{t('commission.national.empty')}</Text> : null}
      {query.data && query.data.length > 0 ? (
        <Stack gap="xs">
          <Text size="sm" c="dimmed" role="status">
            {t('commission.national.count', { count: query.data.length })}
          </Text>
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('scheduling.common.reference')}</Table.Th>
                  <Table.Th>{t('scheduling.common.name')}</Table.Th>
                  <Table.Th>{t('commission.national.region')}</Table.Th>
                  <Table.Th>{t('scheduling.common.investor')}</Table.Th>
                  <Table.Th>{t('commission.national.totalInvestment')}</Table.Th>
                  <Table.Th>{t('scheduling.competence.label')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.map((p) => (
                  <Table.Tr key={p.id} data-testid={`national-file-${p.id}`}>
                    <Table.Td dir="ltr" style={{ textAlign: 'start' }}>
                      {p.reference ?? t('scheduling.common.noReference')}
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={nationalCommissionFilePath(p.id)} dir="auto">
                        {p.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{regionName(p.regionId)}</Table.Td>
                    <Table.Td dir="auto">{p.investorName}</Table.Td>
                    <Table.Td>
                      <bdi dir="ltr">{formatAmount(p.totalInvestment)}</bdi>
                    </Table.Td>
                    <Table.Td>
                      <NationalCompetenceBadge strategic={isStrategicProject(p.totalInvestment)} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ) : null}
    </Stack>
  );
}
