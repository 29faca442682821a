import type { SignBlockReason, TPvSignatures } from '@cri/shared/schemas/signatures';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ESignAction } from '../../../components/ui/esign-action.tsx';
import { pvSignaturesKey } from '../api/get-pv-signatures.ts';
import { useRequestSignDocument } from '../api/request-sign-document.ts';
import { inProgressErrorPath, signatureErrorPath } from '../lib/paths.ts';

const BLOCKED: Record<SignBlockReason, string> = {
  NOT_DECIDED: 'signatures.blocked.NOT_DECIDED',
  NO_PV: 'signatures.blocked.NO_PV',
  MANUAL_MODE: 'signatures.blocked.MANUAL_MODE',
  NOT_A_MEMBER: 'signatures.blocked.NOT_A_MEMBER',
  NOT_ATTENDING: 'signatures.blocked.NOT_ATTENDING',
  CONFLICT_OF_INTEREST: 'signatures.blocked.CONFLICT_OF_INTEREST',
  NOT_VOTING: 'signatures.blocked.NOT_VOTING',
  ALREADY_SIGNED: 'signatures.blocked.ALREADY_SIGNED',
  SIGNING_CLOSED: 'signatures.blocked.SIGNING_CLOSED',
  IN_PROGRESS: 'signatures.blocked.IN_PROGRESS',
};

/**
 * The member's "Sign electronically" button on the minutes (the shared e-signature button; spec 2 rules:
 * "on success the browser is redirected to the returned signing address"). When the server says the member
 * may not sign, the button stays disabled with the server's reason; the advisor and readers see nothing.
 */
export function SignAction({ pv }: { pv: TPvSignatures }) {
  const { t } = useTranslation();
  const request = useRequestSignDocument();
  const client = useQueryClient();
  const reason = pv.abilities.signBlockedReason;
  if (!pv.abilities.sign && reason === null) return null;
  const projectId = pv.project.id;
  return (
    <ESignAction
      request={request}
      variables={{ projectId }}
      canSign={pv.abilities.sign}
      blocked={reason ? { text: t(BLOCKED[reason]), color: reason === 'ALREADY_SIGNED' ? 'green' : 'gray' } : null}
      label={t('signatures.sign.button')}
      help={t('signatures.sign.help')}
      idPrefix="sign"
      inProgress={{ errorCode: 'PV_SIGNING_IN_PROGRESS', path: inProgressErrorPath(projectId) }}
      errorPath={signatureErrorPath(projectId)}
      onFailure={() => void client.invalidateQueries({ queryKey: pvSignaturesKey(projectId) })}
    />
  );
}
