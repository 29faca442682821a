import { RECOURSE_TYPES, type RecourseType } from '@cri/shared/enums/recourses';
import { RECOURSE_INVESTOR_PATHS } from '@cri/shared/paths';
import { newRecoursePath, recourseDetailsPath, type TRecourseStatus } from '@cri/shared/schemas/recourses';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LegalClock } from '../../../components/ui/legal-clock.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { parseId } from '../../../lib/route-id.ts';
import { useRecourseStatus } from '../api/get-recourse-status.ts';
import { LoadFailure } from '../components/load-failure.tsx';
import { ProjectHeading } from '../components/project-heading.tsx';

const DELAYS: Record<RecourseType, string> = {
  GRACIOUS: 'recoursesInvestor.public.graciousDelays',
  MINISTERIAL: 'recoursesInvestor.public.ministerialDelays',
};

/** /projects/{id}/recourse-information: the file's two appeals, each with its delays, clock and availability. */
export default function ProjectRecourseInformationPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const status = useRecourseStatus(id);
  if (id !== null && status.isPending) return <PageLoader />;
  if (id === null || !status.data) return <LoadFailure error={id === null ? null : status.error} />;
  return (
    <Stack gap="lg" maw={860}>
      <ProjectHeading projectId={id} title={t('recoursesInvestor.info.projectTitle')} />
      {RECOURSE_TYPES.map((type) => (
        <KindCard
          key={type}
          projectId={id}
          type={type}
          part={type === 'GRACIOUS' ? status.data.gracious : status.data.ministerial}
        />
      ))}
      <Text size="sm" c="dimmed">
        {t('recoursesInvestor.public.counting')}
      </Text>
      <Anchor component={Link} to={RECOURSE_INVESTOR_PATHS.publicInformation}>
        {t('recoursesInvestor.info.learnMore')}
      </Anchor>
    </Stack>
  );
}

function KindCard({ projectId, type, part }: { projectId: number; type: RecourseType; part: TRecourseStatus['gracious'] }) {
  const { t } = useTranslation();
  const headingId = `recourse-kind-${type}`;
  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby={headingId} data-testid={`recourse-kind-${type}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id={headingId}>
            {t(`recoursesInvestor.kinds.${type}`)}
          </Title>
          {part.recourse ? null : (
            <Badge color={part.available ? 'green' : 'gray'} variant="light" tt="none">
              {t(part.available ? 'recoursesInvestor.info.available' : 'recoursesInvestor.info.notAvailable')}
            </Badge>
          )}
        </Group>
        <Text size="sm">{t(DELAYS[type])}</Text>
        {part.recourse ? (
          <>
            {part.recourse.decisionClock ? (
              <LegalClock clock={part.recourse.decisionClock} label={t(`recoursesInvestor.details.decisionClock${type}`)} />
            ) : null}
            <Group>
              <Button component={Link} to={recourseDetailsPath(projectId, type)} variant="light">
                {t('recoursesInvestor.info.seeDetails')}
              </Button>
            </Group>
          </>
        ) : part.available ? (
          <>
            {part.fileClock ? <LegalClock clock={part.fileClock} label={t('recoursesInvestor.info.fileClock')} /> : null}
            <Group>
              <Button component={Link} to={newRecoursePath(projectId, type)} data-testid={`file-recourse-${type}`}>
                {t('recoursesInvestor.info.file')}
              </Button>
            </Group>
          </>
        ) : part.refusal ? (
          <Alert color="gray" variant="light">
            {t(`recourses.errors.${part.refusal}`)}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
