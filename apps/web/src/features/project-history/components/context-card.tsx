import type { TContextInformation } from '@cri/shared/schemas/project-history';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDate, formatNumber } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';

/** The staff summary of a file: investor, region, procedures, phase, dates, amounts and the spec's counts. */
export function ContextCard({ context: c }: { context: TContextInformation }) {
  const { t, i18n } = useTranslation();
  const k = (key: string) => t(`projectHistory.context.${key}`);
  const none = k('none');
  const date = (v: string | null) => (v ? formatDate(v.length === 10 ? v : new Date(v)) : none);
  const rows: [string, ReactNode][] = [
    [
      'investor',
      <span key="investor" dir="auto">
        {c.investor.fullName}
      </span>,
    ],
    ['region', localized(c, i18n.language, 'regionName')],
    [
      'procedures',
      c.procedures.length === 0
        ? none
        : c.procedures.map((p) => `${localized(p, i18n.language)}${p.active ? '' : ` (${k('disabled')})`}`).join(' ; '),
    ],
    ['phase', c.latestPhase ? t(`projects.phases.${c.latestPhase}`) : none],
    ['createdAt', date(c.createdAt)],
    ['depositedAt', date(c.depositedAt)],
    ['validatedAt', date(c.validatedAt)],
    ['sharedAt', date(c.sharedAt)],
    ['cruiDate', date(c.cruiDate)],
    [
      'totalInvestment',
      <span key="investment" dir="ltr">
        {formatAmount(c.totalInvestment)}
      </span>,
    ],
    [
      'totalJobs',
      <span key="jobs" dir="ltr">
        {formatNumber(c.totalJobs)}
      </span>,
    ],
    ['dominantSector', c.dominantSector ? localized(c.dominantSector, i18n.language) : none],
  ];
  const counts: [string, number][] = [
    ['projectsByInvestor', c.numberOfProjectsByInvestors],
    ['similarCount', c.countSimilarProjects],
    ['proceduresByInvestor', c.numberOfProcedureByInvestor],
  ];
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {k('title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {counts.map(([key, value]) => (
          <Paper key={key} withBorder p="sm" radius="md">
            <Text size="sm" c="dimmed">
              {k(key)}
            </Text>
            <Text fw={700} size="xl" dir="ltr">
              {formatNumber(value)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Table variant="vertical" layout="fixed" withTableBorder maw={720}>
        <Table.Tbody>
          {rows.map(([key, value]) => (
            <Table.Tr key={key}>
              <Table.Th scope="row" w={220}>
                {k(key)}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
