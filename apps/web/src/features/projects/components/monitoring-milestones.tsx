import { hasPermission } from '@cri/shared/permissions';
import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth/session.ts';
import { formatDate } from '../../../lib/format.ts';
import { useInvestorMonitoring } from '../../monitoring/api/monitoring.ts';

const COLOR = { UPCOMING: 'gray', DUE: 'orange', OVERDUE: 'red', DONE: 'green', DISABLED: 'dark' } as const;

/**
 * Issue 18: once the file is followed after its favourable decision, its investor sees the milestones of
 * each procedure and the date each is expected, read-only. Nothing while the file is not followed.
 */
export function MonitoringMilestones({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const q = useInvestorMonitoring(projectId, {
    enabled: (user?.roles ?? []).includes('ROLE_INVESTOR') && hasPermission(user?.roles ?? [], 'read:project'),
  });
  if (!q.data?.monitored) return null;
  const ar = i18n.language === 'ar';
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      aria-labelledby="monitoring-milestones"
      data-testid="monitoring-milestones"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="monitoring-milestones">
          {t('monitoring.investor.title')}
        </Title>
        <Text size="sm">{t('monitoring.investor.intro')}</Text>
        {q.data.procedures.map((p) => (
          <Table key={p.id} striped>
            <Table.Caption>{ar ? p.nameAr : p.nameFr}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('monitoring.milestone.fields.name')}</Table.Th>
                <Table.Th>{t('monitoring.milestone.fields.verificationExpectedDate')}</Table.Th>
                <Table.Th>{t('monitoring.milestone.fields.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {p.milestones.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>{ar ? m.nameAr : m.nameFr}</Table.Td>
                  <Table.Td>{formatDate(m.verificationExpectedDate)}</Table.Td>
                  <Table.Td>
                    <Badge color={COLOR[m.status]} variant="light">
                      {t(`monitoring.status.${m.status}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ))}
      </Stack>
    </Paper>
  );
}
