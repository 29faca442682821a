import type { TPvSignatures } from '@cri/shared/schemas/signatures';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { parseId } from '../../../lib/route-id.ts';
import { MemberSignaturesTable } from '../components/member-signatures-table.tsx';
import { GeneratePvButton, ManualPvUpload } from '../components/pv-actions.tsx';
import { PvSummary } from '../components/pv-summary.tsx';
import { SignatureHeading, WithPvSignatures } from '../components/signature-page-frame.tsx';
import { confirmFinalizePath } from '../lib/paths.ts';

/**
 * /projects/{projectId}/crui-signature-detail: the advisor follows the PV's signatures (who attended, had a
 * conflict, votes, signed and when), generates the PV, uploads a paper-signed scan when the flag allows,
 * and finalises the signatures (the remaining members then have 48 hours).
 */
export default function SignatureDetailPage() {
  const projectId = parseId(useParams().projectId);
  return <WithPvSignatures projectId={projectId}>{(pv) => <DetailView pv={pv} />}</WithPvSignatures>;
}

function DetailView({ pv }: { pv: TPvSignatures }) {
  const { t } = useTranslation();
  const can = pv.abilities;
  return (
    <Stack gap="lg">
      <SignatureHeading pv={pv} title={t('signatures.detail.title')} />
      {!pv.commission ? <Alert variant="light">{t('signatures.blocked.NOT_DECIDED')}</Alert> : null}
      <PvSummary pv={pv} />
      {can.generatePv ? (
        <Stack gap="xs">
          <Text>{t('signatures.generate.text')}</Text>
          <GeneratePvButton projectId={pv.project.id} />
        </Stack>
      ) : null}
      <Stack gap="sm">
        <Title order={2}>{t('signatures.members.title')}</Title>
        <MemberSignaturesTable pv={pv} detailed />
      </Stack>
      {can.finalize ? (
        <Stack gap="xs">
          <Text>{t('signatures.finalize.text')}</Text>
          <Group>
            <Button
              component={Link}
              to={confirmFinalizePath(pv.project.id)}
              leftSection={<IconChecks size={18} aria-hidden="true" />}
            >
              {t('signatures.finalize.button')}
            </Button>
          </Group>
        </Stack>
      ) : null}
      {pv.finalizedAt && !pv.fullySigned && !pv.signingClosed && pv.deadline ? (
        <Alert variant="light" color="yellow">
          {t('signatures.finalize.remaining', { date: formatDateTime(pv.deadline) })}
        </Alert>
      ) : null}
      {can.uploadManualPv ? <ManualPvUpload pv={pv} /> : null}
    </Stack>
  );
}
