import { RECOURSE_STAFF_PATHS } from '@cri/shared/paths';
import type { TRecourse } from '@cri/shared/schemas/recourses';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RecourseSummary } from './recourse-summary.tsx';

const Paragraph = ({ children }: { children: string | null }) => (
  <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
    {children}
  </Text>
);

/**
 * The top of the two decision pages (gracious, ministerial): back to the list, the title, the file's name,
 * the appeal's summary and the advisor's instruction (the synthesis, and the qualification where the page
 * shows it).
 */
export function DecisionPageHeader({
  title,
  projectName,
  recourse,
  withQualification = false,
}: {
  title: string;
  projectName: string;
  recourse: TRecourse | null;
  withQualification?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Stack gap={4}>
        <Anchor component={Link} to={RECOURSE_STAFF_PATHS.list} size="sm">
          {t('recourseStaff.backToList')}
        </Anchor>
        <Title order={1}>{title}</Title>
        <Text dir="auto" fw={600}>
          {projectName}
        </Text>
      </Stack>
      {recourse ? <RecourseSummary recourse={recourse} /> : null}
      {recourse?.synthesis ? (
        <Stack gap={0}>
          <Text fw={600}>{t('recourseStaff.instruct.synthesis')}</Text>
          <Paragraph>{recourse.synthesis}</Paragraph>
          {withQualification ? (
            <>
              <Text fw={600} mt="xs">
                {t('recourseStaff.instruct.qualification')}
              </Text>
              <Paragraph>{recourse.qualification}</Paragraph>
            </>
          ) : null}
        </Stack>
      ) : null}
    </>
  );
}
