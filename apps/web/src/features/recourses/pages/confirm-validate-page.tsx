import { newRecoursePath, recourseInformationPath } from '@cri/shared/schemas/recourses';
import { Alert, Anchor, Button, Group, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useDocumentNames } from '../api/document-names.ts';
import { useFileRecourse } from '../api/file-recourse.ts';
import { ProjectHeading } from '../components/project-heading.tsx';
import { RecourseFacts } from '../components/recourse-facts.tsx';
import { clearDraft, getDraft, saveDraft } from '../lib/draft.ts';
import { sentPath } from '../lib/kind.ts';

/**
 * /projects/{id}/new-recourse/confirm-validate: the appeal as it will be sent, then sent. A refusal sends the
 * investor back to the form with the error beside the fields and everything typed kept.
 */
export default function ConfirmValidatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = parseId(useParams().id);
  const draft = id === null ? undefined : getDraft(id);
  const names = useDocumentNames(id ?? 0, draft?.form.providedDocumentIds ?? []);
  const send = useFileRecourse();
  if (id === null || !draft || !draft.file)
    return (
      <Stack gap="md">
        <Alert color="gray" variant="light" role="alert">
          {t('recoursesInvestor.confirm.missing')}
        </Alert>
        {id !== null ? (
          <Anchor component={Link} to={recourseInformationPath(id)}>
            {t('recoursesInvestor.entry.information')}
          </Anchor>
        ) : null}
      </Stack>
    );
  const file = draft.file;
  const formPath = newRecoursePath(id, draft.type);

  const onSend = async () => {
    try {
      await send.mutateAsync({ type: draft.type, form: draft.form, file });
      clearDraft(id);
      void navigate(sentPath(draft.type, id));
    } catch (error) {
      const failure =
        error instanceof ApiError
          ? { messageKey: error.messageKey, fieldErrors: error.fieldErrors }
          : { messageKey: 'errors.INTERNAL', fieldErrors: [] };
      saveDraft(id, { ...draft, failure });
      void navigate(formPath);
    }
  };

  return (
    <Stack gap="lg" maw={760}>
      <ProjectHeading projectId={id} title={t('recoursesInvestor.confirm.title')} />
      <RecourseFacts
        recourse={draft.form}
        documentNames={names}
        extra={
          <>
            <Table.Tr>
              <Table.Th scope="row">{t('recoursesInvestor.form.request')}</Table.Th>
              <Table.Td dir="auto">{file.name}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('recoursesInvestor.sheet.honour')}</Table.Th>
              <Table.Td>{t('recoursesInvestor.form.honour')}</Table.Td>
            </Table.Tr>
          </>
        }
      />
      <Group>
        <Button onClick={() => void onSend()} loading={send.isPending}>
          {t('recoursesInvestor.confirm.send')}
        </Button>
        <Button component={Link} to={formPath} variant="light" disabled={send.isPending}>
          {t('recoursesInvestor.confirm.edit')}
        </Button>
      </Group>
    </Stack>
  );
}
