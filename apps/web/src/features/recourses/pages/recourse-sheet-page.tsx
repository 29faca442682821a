import { recourseDetailsPath, type TRecourse } from '@cri/shared/schemas/recourses';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { downloadFile } from '../../../lib/download.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useDocumentNames } from '../api/document-names.ts';
import { useRecourseStatus } from '../api/get-recourse-status.ts';
import { LoadFailure } from '../components/load-failure.tsx';
import { ProjectHeading } from '../components/project-heading.tsx';
import { RecourseFacts } from '../components/recourse-facts.tsx';
import { kindOfSlug } from '../lib/kind.ts';

function SheetFacts({ recourse }: { recourse: TRecourse }) {
  return <RecourseFacts recourse={recourse} documentNames={useDocumentNames(recourse.projectId, recourse.providedDocumentIds)} />;
}

/** /recourse/{projectId}/recourse-sheet/{type}: the recourse sheet, to download as a PDF in French or Arabic. */
export default function RecourseSheetPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = parseId(params.projectId);
  const type = kindOfSlug(params.type);
  const status = useRecourseStatus(id);
  const [failed, setFailed] = useState(false);
  if (id !== null && status.isPending) return <PageLoader />;
  if (id === null || type === null || !status.data)
    return <LoadFailure error={id === null || type === null ? null : status.error} />;
  const recourse = (type === 'GRACIOUS' ? status.data.gracious : status.data.ministerial).recourse;
  if (!recourse)
    return (
      <Alert color="gray" variant="light" role="alert">
        {t('recoursesInvestor.details.notFiled')}
      </Alert>
    );
  const download = (lang: 'fr' | 'ar') => {
    setFailed(false);
    downloadFile(`/recourse/${recourse.id}/sheet.pdf?lang=${lang}`, `fiche-recours-${id}-${lang}.pdf`).catch(() =>
      setFailed(true),
    );
  };
  return (
    <Stack gap="lg" maw={860}>
      <ProjectHeading
        projectId={id}
        title={`${t('recoursesInvestor.sheetPage.title')} — ${t(`recoursesInvestor.kinds.${type}`)}`}
      />
      <Text>{t('recoursesInvestor.sheetPage.intro')}</Text>
      <Group>
        <Button leftSection={<IconFileTypePdf size={18} aria-hidden />} onClick={() => download('fr')} data-testid="sheet-fr">
          {t('recoursesInvestor.sheetPage.fr')}
        </Button>
        <Button leftSection={<IconFileTypePdf size={18} aria-hidden />} onClick={() => download('ar')} variant="light">
          {t('recoursesInvestor.sheetPage.ar')}
        </Button>
      </Group>
      {failed ? (
        <Alert color="red" variant="light" role="alert">
          {t('recoursesInvestor.details.downloadFailed')}
        </Alert>
      ) : null}
      <SheetFacts recourse={recourse} />
      <Anchor component={Link} to={recourseDetailsPath(id, type)}>
        {t('recoursesInvestor.sent.details')}
      </Anchor>
    </Stack>
  );
}
