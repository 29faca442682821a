import { RECOURSE_INVESTOR_PATHS } from '@cri/shared/paths';
import { recourseInformationPath } from '@cri/shared/schemas/recourses';
import { Alert, Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useDecidedFiles } from '../api/get-investor-files.ts';

/** /projects/recourse-information: the investor's decided files, each leading to its appeals and clocks. */
export default function RecourseInformationPage() {
  const { t } = useTranslation();
  const files = useDecidedFiles();
  return (
    <Stack gap="lg" maw={860}>
      <Title order={1}>{t('recoursesInvestor.info.title')}</Title>
      <Text>{t('recoursesInvestor.info.intro')}</Text>
      <Anchor component={Link} to={RECOURSE_INVESTOR_PATHS.publicInformation}>
        {t('recoursesInvestor.info.learnMore')}
      </Anchor>
      {files.isPending ? (
        <PageLoader />
      ) : files.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('recoursesInvestor.info.loadFailed')}
        </Alert>
      ) : files.data.length === 0 ? (
        <Alert color="gray" variant="light">
          {t('recoursesInvestor.info.none')}
        </Alert>
      ) : (
        <Stack gap="sm" component="ul" p={0} style={{ listStyle: 'none' }}>
          {files.data.map((f) => (
            <Paper component="li" key={f.id} withBorder radius="md" p="md">
              <Group justify="space-between" wrap="wrap">
                <Stack gap={2}>
                  <Text fw={600} dir="auto">
                    {f.name}
                  </Text>
                  {f.reference ? (
                    <Text size="sm" c="dimmed" dir="ltr" ta="start">
                      {f.reference}
                    </Text>
                  ) : null}
                </Stack>
                <Group gap="sm">
                  {f.latestInvestorPhase ? (
                    <Badge variant="light" tt="none">
                      {t(`projects.phases.${f.latestInvestorPhase}`)}
                    </Badge>
                  ) : null}
                  <Anchor component={Link} to={recourseInformationPath(f.id)}>
                    {t('recoursesInvestor.info.open')}
                  </Anchor>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
