import type { SignBlockReason, TPvSignatures } from '@cri/shared/schemas/signatures';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth/session.ts';
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
 * The member's "Sign electronically" button: asks the server for the provider's signing address and sends
 * the browser there (spec 2 rules: "on success the browser is redirected to the returned signing address").
 * When the server says the member may not sign, the button stays disabled with the server's reason.
 */
export function SignAction({ pv }: { pv: TPvSignatures }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const request = useRequestSignDocument();
  const client = useQueryClient();
  const reason = pv.abilities.signBlockedReason;
  if (!pv.abilities.sign && reason === null) return null; // the advisor and readers: nothing to sign
  const projectId = pv.project.id;
  const start = () =>
    request.mutate(
      { projectId, userId: Number(user?.sub), lang: i18n.language === 'ar' ? 'ar' : 'fr' },
      {
        onSuccess: ({ wsUrl }) => window.location.assign(wsUrl),
        onError: (e) => {
          void client.invalidateQueries({ queryKey: pvSignaturesKey(projectId) });
          if (e instanceof ApiError && e.errorCode === 'PV_SIGNING_IN_PROGRESS') navigate(inProgressErrorPath(projectId));
          else
            navigate(signatureErrorPath(projectId), {
              state: { messageKey: e instanceof ApiError ? e.messageKey : 'errors.INTERNAL' },
            });
        },
      },
    );
  return (
    <Stack gap="xs">
      <Group>
        <Button
          leftSection={<IconSignature size={18} aria-hidden="true" />}
          disabled={!pv.abilities.sign}
          loading={request.isPending || request.isSuccess}
          onClick={start}
          aria-describedby={reason ? 'sign-blocked-reason' : 'sign-help'}
        >
          {t('signatures.sign.button')}
        </Button>
      </Group>
      {reason ? (
        <Alert id="sign-blocked-reason" variant="light" color={reason === 'ALREADY_SIGNED' ? 'green' : 'gray'}>
          {t(BLOCKED[reason])}
        </Alert>
      ) : (
        <Text id="sign-help" size="sm" c="dimmed">
          {t('signatures.sign.help')}
        </Text>
      )}
    </Stack>
  );
}
