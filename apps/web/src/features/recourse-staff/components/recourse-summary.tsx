import type { TRecourse } from '@cri/shared/schemas/recourses';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LegalClock } from '../../../components/ui/legal-clock.tsx';
import { formatDate } from '../../../lib/format.ts';
import { downloadRecourseFile } from '../api/recourse-staff-api.ts';
import { RecourseDecisionBadge } from './recourse-decision-badge.tsx';

/** What the investor asked (reason, explanation, signed request) and the clock of the decision owed. */
export function RecourseSummary({ recourse }: { recourse: TRecourse }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t(`recourseStaff.type.${recourse.type}`)}
        </Title>
        <Group gap="lg">
          <Text size="sm">{t('recourseStaff.fields.filedAt', { date: formatDate(recourse.filedAt) })}</Text>
          <Group gap="xs">
            <Text size="sm">{t('recourseStaff.fields.appealedDecision')}</Text>
            <RecourseDecisionBadge decision={recourse.appealedDecision} />
          </Group>
        </Group>
        {recourse.decisionClock ? <LegalClock clock={recourse.decisionClock} label={t('recourseStaff.clock.label')} /> : null}
        <Stack gap={0}>
          <Text fw={600}>{t('recourseStaff.fields.reason')}</Text>
          <Text dir="auto">{recourse.reason}</Text>
        </Stack>
        <Stack gap={0}>
          <Text fw={600}>{t('recourseStaff.fields.explanation')}</Text>
          <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
            {recourse.explanation}
          </Text>
        </Stack>
        <Group>
          <Anchor
            component="button"
            type="button"
            onClick={() => void downloadRecourseFile(recourse.id, 'request', recourse.requestFileName)}
          >
            {t('recourseStaff.fields.downloadRequest', { name: recourse.requestFileName })}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
