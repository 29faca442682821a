import { FOLLOW_UP_ACTION_TYPES, type FollowUpActionType } from '@cri/shared/enums/follow-up-actions';
import type { TFollowUpAction, TFollowUpActionFormInput, TFollowUpActionList } from '@cri/shared/schemas/follow-up-actions';
import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { parseId } from '../../../lib/route-id.ts';
import { useSaveFollowUpAction } from '../api/follow-up-mutations.ts';
import { useFollowUpAction, useFollowUpActions } from '../api/get-follow-up-actions.ts';
import { ActionForm } from '../components/action-form.tsx';
import { listPath } from '../lib/paths.ts';

/** /projects/{projectId}/follow-up-action/new/{procedureId}/{type} and /projects/{projectId}/follow-up-action/{fuaId}/edit. */
export default function ActionFormPage() {
  const { t } = useTranslation();
  const params = useParams();
  const projectId = parseId(params.projectId);
  const fuaId = parseId(params.fuaId);
  const list = useFollowUpActions(projectId);
  const existing = useFollowUpAction(fuaId);
  if ((projectId !== null && list.isPending) || (fuaId !== null && existing.isPending)) return <PageLoader />;
  const procedureId = existing.data?.procedureId ?? parseId(params.procedureId);
  const type = (existing.data?.type ?? params.type) as FollowUpActionType;
  if (
    projectId === null ||
    procedureId === null ||
    !list.data ||
    !FOLLOW_UP_ACTION_TYPES.includes(type) ||
    (fuaId !== null && !existing.data)
  )
    return (
      <Alert color="gray" variant="light" role="alert">
        {t('followUpActions.notFound')}
      </Alert>
    );
  return (
    <FormView projectId={projectId} procedureId={procedureId} type={type} list={list.data} existing={existing.data ?? null} />
  );
}

function FormView(props: {
  projectId: number;
  procedureId: number;
  type: FollowUpActionType;
  list: TFollowUpActionList;
  existing: TFollowUpAction | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveFollowUpAction();
  const e = props.existing;
  const initial: TFollowUpActionFormInput = e
    ? {
        projectId: e.projectId,
        procedureId: e.procedureId,
        type: e.type,
        recipient: e.recipient,
        administrationId: e.administrationId,
        visibleToInvestor: e.visibleToInvestor,
        stepTitle: e.stepTitle,
        requestedDocumentTitle: e.requestedDocumentTitle,
        documentDescription: e.documentDescription,
        message: e.message,
        delayDays: e.delayDays,
        isLastStep: e.isLastStep,
      }
    : {
        projectId: props.projectId,
        procedureId: props.procedureId,
        type: props.type,
        recipient: props.type === 'NORMAL_ACTION' ? 'ADVISOR' : 'INVESTOR',
        administrationId: null,
        visibleToInvestor: true,
        stepTitle: '',
        requestedDocumentTitle: '',
        documentDescription: '',
        message: '',
        delayDays: 5,
        isLastStep: props.type === 'ACT_DELIVERY',
      };
  const back = listPath(props.projectId);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={back} size="sm">
        {t('followUpActions.back')}
      </Anchor>
      <Title order={1}>{t(e ? 'followUpActions.form.editTitle' : 'followUpActions.form.createTitle')}</Title>
      <ActionForm
        initial={initial}
        administrations={props.list.administrations}
        currentFile={e?.attachment?.fileName ?? null}
        onCancel={() => void navigate(back)}
        onSubmit={async (form, file) => {
          await save.mutateAsync({ ...(e ? { id: e.id } : {}), form, file });
          void navigate(back);
        }}
      />
    </Stack>
  );
}
