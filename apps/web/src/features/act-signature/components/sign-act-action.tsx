import { type ActSignBlockReason, actInProgressPath, actSignErrorPath, type TActToSign } from '@cri/shared/schemas/act-signature';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ESignAction } from '../../../components/ui/esign-action.tsx';
import { actToSignKey } from '../api/get-act-to-sign.ts';
import { useRequestSignAct } from '../api/request-sign-act.ts';

const BLOCKED: Record<ActSignBlockReason, string> = {
  NOT_VALIDATED: 'actSignature.sign.blocked.NOT_VALIDATED',
  ALREADY_SIGNED: 'actSignature.sign.blocked.ALREADY_SIGNED',
  IN_PROGRESS: 'actSignature.sign.blocked.IN_PROGRESS',
};

/**
 * The governor's "Sign electronically" button (the shared e-signature button on the act): when the server
 * says the act may not be signed now, the button stays disabled with the server's reason in words.
 */
export function SignActAction({ act }: { act: TActToSign }) {
  const { t } = useTranslation();
  const request = useRequestSignAct();
  const client = useQueryClient();
  const reason = act.abilities.signBlockedReason;
  const { projectId, followUpActionId } = act;
  return (
    <ESignAction
      request={request}
      variables={{ projectId, followUpActionId }}
      canSign={act.abilities.sign}
      blocked={reason ? { text: t(BLOCKED[reason]), color: 'gray' } : null}
      label={t('actSignature.sign.button')}
      help={t('actSignature.sign.help')}
      idPrefix="act-sign"
      inProgress={{ errorCode: 'ACT_SIGNING_IN_PROGRESS', path: actInProgressPath(projectId, followUpActionId) }}
      errorPath={`${actSignErrorPath(projectId)}?followUpActionId=${followUpActionId}`}
      onFailure={() => void client.invalidateQueries({ queryKey: actToSignKey(followUpActionId) })}
    />
  );
}
