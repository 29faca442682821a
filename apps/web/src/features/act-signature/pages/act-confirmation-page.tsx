import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OutcomePanel } from '../../../components/ui/outcome-panel.tsx';
import { parseId } from '../../../lib/route-id.ts';
import { useDeliveredActs } from '../api/get-delivered-acts.ts';

/**
 * /projects/{projectId}/follow-up-action/{fuaId}/confirmation-wali-signature: the act is signed and
 * delivered to the investor; its signed copy to download (read like the project page does, so the advisor
 * who opens it sees it too).
 */
export default function ActConfirmationPage() {
  const { t } = useTranslation();
  const params = useParams();
  const projectId = parseId(params.projectId);
  const fuaId = parseId(params.fuaId);
  const acts = useDeliveredActs(projectId);
  const act = acts.data?.delivered.find((a) => a.followUpActionId === fuaId);
  return (
    <OutcomePanel
      icon={<IconCircleCheck size={32} />}
      color="green"
      title={t('actSignature.confirmation.title')}
      links={[
        { to: `/projects/${projectId ?? 0}`, label: t('actSignature.sign.back'), primary: true },
        { to: '/verify-signature', label: t('actSignature.confirmation.verify') },
      ]}
    >
      <Stack gap="xs" align="center" role="status">
        {acts.isPending && projectId !== null ? <Loader size="sm" role="status" aria-label={t('common.loading')} /> : null}
        {act ? (
          <>
            <Text>
              {t('actSignature.confirmation.body', { stepTitle: act.stepTitle, projectName: acts.data?.projectName ?? '' })}
            </Text>
            <Anchor href={act.downloadUrl} download={act.fileName} data-testid="signed-act-download">
              <Group gap={4} component="span">
                <IconDownload size={16} aria-hidden="true" />
                <span>{t('actSignature.sign.downloadSigned')}</span>
              </Group>
            </Anchor>
          </>
        ) : null}
      </Stack>
    </OutcomePanel>
  );
}
