import type { TPvSignatures } from '@cri/shared/schemas/signatures';
import { Alert, Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useSignPv } from '../api/sign-pv.ts';
import { TONE_COLORS } from '../components/check-label.tsx';
import { MemberSignaturesTable } from '../components/member-signatures-table.tsx';
import { PvSummary } from '../components/pv-summary.tsx';
import { SignAction } from '../components/sign-action.tsx';
import { SignatureHeading, WithPvSignatures } from '../components/signature-page-frame.tsx';
import { inProgressErrorPath, signatureDetailPath, signatureErrorPath } from '../lib/paths.ts';

/**
 * /calendar/sign-pv/{id}: the member signs the PV (the advisor reads it). The provider sends the browser
 * back here with `?transactionId=` (the signature is then recorded) or `?esignError=1` (error page with
 * the provider's text).
 */
export default function SignPvPage() {
  const projectId = parseId(useParams().id);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const failed = params.get('esignError') !== null;
  useEffect(() => {
    if (failed && projectId !== null) navigate(signatureErrorPath(projectId), { replace: true });
  }, [failed, projectId, navigate]);
  if (failed) return null;
  return <WithPvSignatures projectId={projectId}>{(pv) => <SignPvView pv={pv} />}</WithPvSignatures>;
}

function SignPvView({ pv }: { pv: TPvSignatures }) {
  const { t } = useTranslation();
  const signed = useRecordSignature(pv);
  return (
    <Stack gap="lg">
      <SignatureHeading pv={pv} title={t('signatures.signPv.title')} />
      {signed === 'pending' ? (
        <Group role="status" aria-live="polite">
          <Loader size="sm" />
          <Text>{t('signatures.signPv.recording')}</Text>
        </Group>
      ) : null}
      {signed === 'done' ? (
        <Alert
          color="green"
          variant="light"
          role="status"
          title={t('signatures.signPv.doneTitle')}
          data-testid="sign-done"
          styles={{ title: { color: TONE_COLORS.ok } }}
        >
          {t('signatures.signPv.done')}
        </Alert>
      ) : null}
      {!pv.commission ? <Alert variant="light">{t('signatures.blocked.NOT_DECIDED')}</Alert> : null}
      <PvSummary pv={pv} />
      {signed === 'pending' ? null : <SignAction pv={pv} />}
      <Stack gap="sm">
        <Title order={2}>{t('signatures.members.title')}</Title>
        <MemberSignaturesTable pv={pv} detailed={false} />
      </Stack>
      {pv.abilities.finalize || pv.abilities.generatePv || pv.abilities.uploadManualPv ? (
        <Anchor component={Link} to={signatureDetailPath(pv.project.id)}>
          {t('signatures.detail.link')}
        </Anchor>
      ) : null}
    </Stack>
  );
}

/** Back from the provider with a transaction: record the signature once, then drop the query from the address. */
function useRecordSignature(pv: TPvSignatures): 'idle' | 'pending' | 'done' {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const transactionId = params.get('transactionId');
  const sign = useSignPv(pv.project.id);
  const [done, setDone] = useState(false);
  const sent = useRef<string | null>(null);
  const commissionId = pv.commission?.id ?? null;
  useEffect(() => {
    if (!transactionId || sent.current === transactionId) return;
    sent.current = transactionId;
    const projectId = pv.project.id;
    if (commissionId === null) {
      navigate(signatureErrorPath(projectId), { replace: true, state: { messageKey: 'errors.PV_NOT_DECIDED' } });
      return;
    }
    sign.mutate(
      { commissionId, transactionId },
      {
        onSuccess: () => {
          setDone(true);
          setParams({}, { replace: true });
        },
        onError: (e) => {
          if (e instanceof ApiError && e.errorCode === 'PV_SIGNING_IN_PROGRESS')
            navigate(inProgressErrorPath(projectId), { replace: true });
          else
            navigate(signatureErrorPath(projectId), {
              replace: true,
              state: { messageKey: e instanceof ApiError ? e.messageKey : 'errors.INTERNAL' },
            });
        },
      },
    );
  }, [transactionId, commissionId, pv.project.id, sign, navigate, setParams]);
  if (done) return 'done';
  return transactionId ? 'pending' : 'idle';
}
