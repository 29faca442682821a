import { PIAFE_PATHS } from '@cri/shared/paths';
import type { TPiafeExchange, TPiafeProjectSheet } from '@cri/shared/schemas/piafe';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { useProjectSheet } from '../api/piafe-api.ts';
import { LoadState } from '../components/load-state.tsx';
import { useEnumLabel } from '../lib/options.ts';
import { useNumericParam } from '../lib/route-id.ts';

const amount = (n: number | null | undefined) =>
  n === null || n === undefined ? '—' : `${n.toLocaleString('fr-FR').replace(/\u202f/g, ' ')} DH`;

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" component="dl">
      {items.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} dir="auto">
            {value === null || value === undefined || value === '' ? '—' : value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

function VisitList({ visits }: { visits: TPiafeExchange[] }) {
  const { t } = useTranslation();
  const label = useEnumLabel();
  const codes = (list: 'need' | 'service', values: string[], other: string | null) =>
    values.map((v) => (v === 'OTHER' && other ? `${label(list, v)} : ${other}` : label(list, v))).join(', ') || '—';
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label={t('piafe.sheet.visitsCaption')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('piafe.field.exchangeDate')}</Table.Th>
            <Table.Th>{t('piafe.field.contactType')}</Table.Th>
            <Table.Th>{t('piafe.field.interviewer')}</Table.Th>
            <Table.Th>{t('piafe.field.needs')}</Table.Th>
            <Table.Th>{t('piafe.field.services')}</Table.Th>
            <Table.Th>{t('piafe.field.orientedTo')}</Table.Th>
            <Table.Th>{t('piafe.list.col.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {visits.map((v) => (
            <Table.Tr key={v.id}>
              <Table.Td dir="ltr">{formatDate(v.exchangeDate)}</Table.Td>
              <Table.Td>{label('contactType', v.contactType)}</Table.Td>
              <Table.Td dir="auto">
                {v.interviewer ?? '—'}
                {v.durationMinutes ? ` · ${v.durationMinutes} min` : ''}
              </Table.Td>
              <Table.Td>{codes('need', v.needs, v.needsOther)}</Table.Td>
              <Table.Td>{codes('service', v.services, v.servicesOther)}</Table.Td>
              <Table.Td>{label('orientedTo', v.orientedTo)}</Table.Td>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Anchor
                    component={Link}
                    to={PIAFE_PATHS.editVisitOf(v.id)}
                    aria-label={t('piafe.sheet.editVisitOf', { date: formatDate(v.exchangeDate) })}
                  >
                    {t('piafe.sheet.editVisitLink')}
                  </Anchor>
                  <Anchor
                    component={Link}
                    to={PIAFE_PATHS.editQualificationOf(v.id)}
                    aria-label={t('piafe.sheet.editQualification', { date: formatDate(v.exchangeDate) })}
                  >
                    {t('piafe.sheet.followUp')}
                  </Anchor>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function TrackingPanel({ sheet }: { sheet: TPiafeProjectSheet }) {
  const { t } = useTranslation();
  const label = useEnumLabel();
  const tr = sheet.tracking;
  if (!tr)
    return (
      <Stack align="start">
        <Text>{t('piafe.sheet.noTracking')}</Text>
        <Button component={Link} to={PIAFE_PATHS.trackingCreationOf(sheet.project.id)}>
          {t('piafe.sheet.createTracking')}
        </Button>
      </Stack>
    );
  return (
    <Stack>
      <Group justify="end">
        <Button component={Link} to={PIAFE_PATHS.trackingModificationOf(sheet.project.id)} variant="default">
          {t('piafe.sheet.editTracking')}
        </Button>
      </Group>
      <Facts
        items={[
          [t('piafe.field.projectPhase'), label('phase', tr.projectPhase)],
          [t('piafe.field.fundingProcessDate'), formatDate(tr.fundingProcessDate)],
          [t('piafe.field.depositDate'), formatDate(tr.depositDate)],
          [t('piafe.field.fundingResult'), label('fundingResult', tr.fundingResult)],
          [t('piafe.field.fundingAmount'), amount(tr.fundingAmount)],
          [t('piafe.field.rejectionReason'), tr.rejectionReason],
          [t('piafe.field.authorisationStatus'), label('authorisationStatus', tr.authorisationStatus)],
          [t('piafe.field.authorisationRequestDate'), formatDate(tr.authorisationRequestDate)],
          [t('piafe.field.authorisationDate'), formatDate(tr.authorisationDate)],
          [t('piafe.field.realisationDate'), formatDate(tr.realisationDate)],
          [t('piafe.field.completionDate'), formatDate(tr.completionDate)],
          [t('piafe.field.exploitationDate'), formatDate(tr.exploitationDate)],
        ]}
      />
      <Title order={3} size="h4">
        {t('piafe.sheet.yearResults')}
      </Title>
      <Table aria-label={t('piafe.sheet.yearResults')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('piafe.stats.col.label')}</Table.Th>
            <Table.Th>{t('piafe.field.turnover')}</Table.Th>
            <Table.Th>{t('piafe.field.jobsCreated')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tr.yearResults.map((r) => (
            <Table.Tr key={r.year}>
              <Table.Td>{t('piafe.sheet.year', { year: r.year })}</Table.Td>
              <Table.Td>{amount(r.turnover)}</Table.Td>
              <Table.Td>{r.jobsCreated ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** /piafe/projects/{id}/details: holder, project, visits and the progress tracking (spec 3 §2). */
export default function PiafeDetailsPage() {
  const { t } = useTranslation();
  const label = useEnumLabel();
  const id = useNumericParam('id');
  const sheet = useProjectSheet(id);
  const data = sheet.data;
  const lastVisit = data?.visits[0];
  return (
    <LoadState loading={sheet.isPending} failed={id === null || sheet.isError} failedTitle={t('piafe.sheet.titleUnknown')}>
      {data && (
        <Stack gap="lg">
          <Group justify="space-between" align="end">
            <Title order={1}>{t('piafe.sheet.title', { name: data.project.name })}</Title>
            {lastVisit && (
              <Button component={Link} to={PIAFE_PATHS.addVisitOf(lastVisit.id)}>
                {t('piafe.sheet.addVisit')}
              </Button>
            )}
          </Group>
          <Tabs defaultValue="info" keepMounted={false}>
            <Tabs.List aria-label={t('piafe.sheet.tabs')}>
              <Tabs.Tab value="info">{t('piafe.sheet.tab.info')}</Tabs.Tab>
              <Tabs.Tab value="visits">{t('piafe.sheet.tab.visits', { count: data.visits.length })}</Tabs.Tab>
              <Tabs.Tab value="tracking">{t('piafe.sheet.tab.tracking')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="info" pt="md">
              <Stack>
                <Card withBorder>
                  <Group justify="space-between" mb="sm">
                    <Title order={2} size="h3">
                      {t('piafe.steps.holder')}
                    </Title>
                    <Anchor component={Link} to={PIAFE_PATHS.editHolderOf(data.project.id)}>
                      {t('piafe.sheet.editHolder')}
                    </Anchor>
                  </Group>
                  <Facts
                    items={[
                      [t('piafe.field.lastName'), data.holder.lastName],
                      [t('piafe.field.firstName'), data.holder.firstName],
                      [
                        t('piafe.field.identityNumber'),
                        `${label('identityType', data.holder.identityType)} ${data.holder.identityNumber}`,
                      ],
                      [t('piafe.field.birthDate'), formatDate(data.holder.birthDate)],
                      [t('piafe.field.mobilePhone'), data.holder.mobilePhone],
                      [t('piafe.field.email'), data.holder.email],
                      [t('piafe.field.schoolLevel'), label('schoolLevel', data.holder.schoolLevel)],
                      [t('piafe.field.professionalActivity'), label('professionalActivity', data.holder.professionalActivity)],
                      [t('piafe.field.legalStatus'), label('legalStatus', data.holder.legalStatus)],
                    ]}
                  />
                </Card>
                <Card withBorder>
                  <Group justify="space-between" mb="sm">
                    <Title order={2} size="h3">
                      {t('piafe.steps.project')}
                    </Title>
                    <Anchor component={Link} to={PIAFE_PATHS.editProjectOf(data.project.id)}>
                      {t('piafe.sheet.editProject')}
                    </Anchor>
                  </Group>
                  <Facts
                    items={[
                      [t('piafe.field.maturityLevel'), label('maturity', data.project.maturityLevel)],
                      [t('piafe.field.estimatedInvestment'), amount(data.project.estimatedInvestment)],
                      [t('piafe.field.estimatedJobs'), data.project.estimatedJobs],
                      [t('piafe.field.requiredFunding'), amount(data.project.requiredFunding)],
                      [t('piafe.field.capitalExpenditure'), amount(data.project.capitalExpenditure)],
                      [t('piafe.field.operatingExpense'), amount(data.project.operatingExpense)],
                      [t('piafe.field.workingCapital'), amount(data.project.workingCapital)],
                      [
                        t('piafe.field.location'),
                        data.project.undefinedLocation
                          ? t('piafe.field.undefinedLocation')
                          : label('landSituation', data.project.location),
                      ],
                      [t('piafe.field.fundingProgress'), label('fundingProgress', data.project.fundingProgress)],
                      [t('piafe.field.bank'), data.project.bank],
                      [t('piafe.field.description'), data.project.description],
                    ]}
                  />
                </Card>
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="visits" pt="md">
              <VisitList visits={data.visits} />
            </Tabs.Panel>
            <Tabs.Panel value="tracking" pt="md">
              <TrackingPanel sheet={data} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </LoadState>
  );
}
