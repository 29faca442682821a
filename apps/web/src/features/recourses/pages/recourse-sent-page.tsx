import { recourseDetailsPath, recourseSheetPath } from '@cri/shared/schemas/recourses';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { LegalClock } from '../../../components/ui/legal-clock.tsx';
import { parseId } from '../../../lib/route-id.ts';
import { useRecourseStatus } from '../api/get-recourse-status.ts';
import { LoadFailure } from '../components/load-failure.tsx';

/** /recourse/confirm-message-to-send and /ministerial-recourse/confirm-message-to-send (?projectId=): the appeal is filed. */
export default function RecourseSentPage() {
  const { t } = useTranslation();
  const type = useLocation().pathname.startsWith('/ministerial-recourse') ? 'MINISTERIAL' : 'GRACIOUS';
  const id = parseId(useSearchParams()[0].get('projectId') ?? undefined);
  const status = useRecourseStatus(id);
  if (id === null) return <LoadFailure error={null} />;
  const recourse = (type === 'GRACIOUS' ? status.data?.gracious : status.data?.ministerial)?.recourse ?? null;
  return (
    <Paper withBorder radius="md" p="xl" maw={680} mx="auto">
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="green" aria-hidden>
          <IconCircleCheck size={32} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t(`recoursesInvestor.sent.title${type}`)}
        </Title>
        <Text>{t('recoursesInvestor.sent.body')}</Text>
        {recourse?.decisionClock ? (
          <div style={{ alignSelf: 'stretch', textAlign: 'start' }}>
            <LegalClock clock={recourse.decisionClock} label={t(`recoursesInvestor.details.decisionClock${type}`)} />
          </div>
        ) : null}
        <Group justify="center">
          <Button component={Link} to={recourseDetailsPath(id, type)}>
            {t('recoursesInvestor.sent.details')}
          </Button>
          <Button component={Link} to={recourseSheetPath(id, type)} variant="light">
            {t('recoursesInvestor.sent.sheet')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
