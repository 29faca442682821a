import { FOLLOW_UP_ACTION_TYPES, type FollowUpActionType } from '@cri/shared/enums/follow-up-actions';
import { Alert, Anchor, Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { localized } from '../../../lib/i18n/localized.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useFollowUpActions } from '../api/get-follow-up-actions.ts';
import { createPath, listPath } from '../lib/paths.ts';

/** /projects/{projectId}/follow-up-action/types/{procedureId}/{projectIdOfProcedure}: the type, then the form. */
export default function ChooseTypePage() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const projectId = parseId(params.projectId);
  const procedureId = parseId(params.procedureId);
  const navigate = useNavigate();
  const [type, setType] = useState<FollowUpActionType>('UPLOAD_FILE');
  const query = useFollowUpActions(projectId);
  if (projectId !== null && query.isPending) return <PageLoader />;
  const procedure = query.data?.procedures.find((p) => p.procedureId === procedureId);
  if (projectId === null || procedureId === null || !query.data || !procedure)
    return (
      <Alert color="gray" variant="light" role="alert">
        {t('projects.detail.notFound')}
      </Alert>
    );
  return (
    <Stack gap="lg" maw={720}>
      <Anchor component={Link} to={listPath(projectId)} size="sm">
        {t('followUpActions.back')}
      </Anchor>
      <Title order={1}>{t('followUpActions.chooseType.title')}</Title>
      <Text>{t('followUpActions.chooseType.procedure', { name: localized(procedure, i18n.language, 'name') })}</Text>
      {query.data.canCreate ? null : (
        <Alert color="gray" variant="light" role="status">
          {t('followUpActions.notDecided')}
        </Alert>
      )}
      <Radio.Group value={type} onChange={(v) => setType(v as FollowUpActionType)} label={t('followUpActions.form.type')}>
        <Stack gap="sm" mt="xs">
          {FOLLOW_UP_ACTION_TYPES.map((value) => (
            <Radio
              key={value}
              value={value}
              label={t(`followUpActions.types.${value}`)}
              description={t(`followUpActions.typeHelp.${value}`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Group>
        <Button disabled={!query.data.canCreate} onClick={() => void navigate(createPath(projectId, procedureId, type))}>
          {t('followUpActions.chooseType.continue')}
        </Button>
        <Button variant="subtle" component={Link} to={listPath(projectId)}>
          {t('followUpActions.form.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
