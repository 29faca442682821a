import { type ActSignBlockReason, actInProgressPath, actSignErrorPath, type TActToSign } from '@cri/shared/schemas/act-signature';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth/session.ts';
import { actToSignKey } from '../api/get-act-to-sign.ts';
import { useRequestSignAct } from '../api/request-sign-act.ts';

const BLOCKED: Record<ActSignBlockReason, string> = {
  NOT_VALIDATED: 'actSignature.sign.blocked.NOT_VALIDATED',
  ALREADY_SIGNED: 'actSignature.sign.blocked.ALREADY_SIGNED',
  IN_PROGRESS: 'actSignature.sign.blocked.IN_PROGRESS',
};

/**
 * The governor's "Sign electronically" button: asks the server for the provider's signing address and
 * sends the browser there. When the server says the act may not be signed now, the button stays disabled
 * with the server's reason in words.
 */
export function SignActAction({ act }: { act: TActToSign }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const request = useRequestSignAct();
  const client = useQueryClient();
  const reason = act.abilities.signBlockedReason;
  const { projectId, followUpActionId: fuaId } = act;
  const start = () =>
    request.mutate(
      { projectId, followUpActionId: fuaId, userId: Number(user?.sub), lang: i18n.language === 'ar' ? 'ar' : 'fr' },
      {
        onSuccess: ({ wsUrl }) => window.location.assign(wsUrl),
        onError: (e) => {
          void client.invalidateQueries({ queryKey: actToSignKey(fuaId) });
          if (e instanceof ApiError && e.errorCode === 'ACT_SIGNING_IN_PROGRESS') navigate(actInProgressPath(projectId, fuaId));
          else
            navigate(`${actSignErrorPath(projectId)}?followUpActionId=${fuaId}`, {
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
          disabled={!act.abilities.sign}
          loading={request.isPending || request.isSuccess}
          onClick={start}
          aria-describedby={reason ? 'act-sign-blocked' : 'act-sign-help'}
        >
          {t('actSignature.sign.button')}
        </Button>
      </Group>
      {reason ? (
        <Alert id="act-sign-blocked" variant="light" color="gray">
          {t(BLOCKED[reason])}
        </Alert>
      ) : (
        <Text id="act-sign-help" size="sm" c="dimmed">
          {t('actSignature.sign.help')}
        </Text>
      )}
    </Stack>
  );
}
