import { RECOURSE_TYPES } from '@cri/shared/enums/recourses';
import { hasPermission } from '@cri/shared/permissions';
import { newRecoursePath, recourseDetailsPath, recourseInformationPath } from '@cri/shared/schemas/recourses';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LegalClock } from '../../../components/ui/legal-clock.tsx';
import { useSession } from '../../../lib/auth/session.ts';
import { useRecourseStatus } from '../../recourses/api/get-recourse-status.ts';

/**
 * The investor's way to appeal from a refused file (issue 15): "Déposer un recours" with the filing
 * countdown while an appeal is open, and links to the appeals filed. Nothing when there is neither.
 */
export function RecourseEntry({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const status = useRecourseStatus(projectId, { enabled: hasPermission(user?.roles ?? [], 'file:recourse') });
  const s = status.data;
  if (!s) return null;
  const open = RECOURSE_TYPES.find((type) => (type === 'GRACIOUS' ? s.gracious : s.ministerial).available);
  const filed = RECOURSE_TYPES.filter((type) => (type === 'GRACIOUS' ? s.gracious : s.ministerial).recourse !== null);
  if (!open && filed.length === 0) return null;
  const clock = open ? (open === 'GRACIOUS' ? s.gracious : s.ministerial).fileClock : null;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="recourse-entry" data-testid="recourse-entry">
      <Stack gap="sm">
        <Title order={2} size="h3" id="recourse-entry">
          {t('recoursesInvestor.entry.title')}
        </Title>
        {open ? (
          <>
            <Text>{t('recoursesInvestor.entry.canFile')}</Text>
            {clock ? <LegalClock clock={clock} label={t('recoursesInvestor.info.fileClock')} /> : null}
          </>
        ) : null}
        <Group>
          {open ? (
            <Button component={Link} to={newRecoursePath(projectId, open)} data-testid="recourse-entry-file">
              {t('recoursesInvestor.entry.file')}
            </Button>
          ) : null}
          {filed.map((type) => (
            <Button key={type} component={Link} to={recourseDetailsPath(projectId, type)} variant="light">
              {t(`recoursesInvestor.entry.see${type}`)}
            </Button>
          ))}
          <Anchor component={Link} to={recourseInformationPath(projectId)}>
            {t('recoursesInvestor.entry.information')}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
