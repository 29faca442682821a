import type { TPvSignatures } from '@cri/shared/schemas/signatures';
import { Alert, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useFinalizeSignatures } from '../api/finalize-signatures.ts';
import { SignatureHeading, WithPvSignatures } from '../components/signature-page-frame.tsx';
import { finalizedAllSignedPath, finalizedPendingPath, signatureDetailPath } from '../lib/paths.ts';

/**
 * /projects/{projectId}/crui-signature-detail/confirm-finalize-esign: the advisor confirms finalising.
 * Success page by the server's answer (spec 2 rules: all attending members signed or not).
 */
export default function ConfirmFinalizePage() {
  const projectId = parseId(useParams().projectId);
  return <WithPvSignatures projectId={projectId}>{(pv) => <ConfirmView pv={pv} />}</WithPvSignatures>;
}

function ConfirmView({ pv }: { pv: TPvSignatures }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const finalize = useFinalizeSignatures(pv.project.id);
  const projectId = pv.project.id;
  const remaining = pv.members.filter((m) => m.mustSign && !m.hasPvSigned);
  const confirm = () => {
    if (!pv.commission) return;
    finalize.mutate(pv.commission.id, {
      onSuccess: ({ allSigned }) => navigate(allSigned ? finalizedAllSignedPath(projectId) : finalizedPendingPath(projectId)),
    });
  };
  return (
    <Stack gap="lg">
      <SignatureHeading pv={pv} title={t('signatures.finalize.confirmTitle')} />
      <Paper withBorder p="md" maw={720}>
        <Stack gap="sm">
          <Text>{t('signatures.finalize.confirmText', { signed: pv.signedCount, required: pv.requiredCount })}</Text>
          {remaining.length > 0 ? (
            <>
              <Text fw={600}>{t('signatures.finalize.remainingTitle')}</Text>
              <List>
                {remaining.map((m) => (
                  <List.Item key={m.userId}>
                    <span dir="auto">{`${m.firstName} ${m.lastName}`}</span>
                  </List.Item>
                ))}
              </List>
              <Text>{t('signatures.finalize.window')}</Text>
            </>
          ) : (
            <Text>{t('signatures.finalize.allSignedText')}</Text>
          )}
          {!pv.abilities.finalize ? (
            <Alert variant="light" color="gray">
              {t(pv.finalizedAt ? 'errors.PV_ALREADY_FINALIZED' : 'signatures.finalize.notPossible')}
            </Alert>
          ) : null}
          {finalize.error ? (
            <Alert color="red" variant="light" role="alert">
              {t(finalize.error instanceof ApiError ? finalize.error.messageKey : 'errors.INTERNAL')}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button component={Link} to={signatureDetailPath(projectId)} variant="default">
              {t('signatures.common.cancel')}
            </Button>
            <Button onClick={confirm} loading={finalize.isPending} disabled={!pv.abilities.finalize || !pv.commission}>
              {t('signatures.finalize.confirm')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
