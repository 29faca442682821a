import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/auth/session.ts';

/** What every signing request carries besides the feature's own ids: the signer and the page language. */
export type ESignRequest = { userId: number; lang: 'fr' | 'ar' };

type Props<V extends ESignRequest> = {
  /** The feature's request for the provider's signing address. */
  request: UseMutationResult<{ wsUrl: string }, Error, V>;
  /** The feature's ids, without the signer and the language. */
  variables: Omit<V, keyof ESignRequest>;
  canSign: boolean;
  /** The server's reason in words when the button is disabled, or null. */
  blocked: { text: string; color: string } | null;
  label: string;
  help: string;
  /** Prefix of the ids that link the button to its explanation (unique on the page). */
  idPrefix: string;
  /** The error code meaning "another signer is at the provider now", and where it leads. */
  inProgress: { errorCode: string; path: string };
  errorPath: string;
  /** Called on any error before leaving (e.g. to refresh the feature's query). */
  onFailure: () => void;
};

/**
 * The "Sign electronically" button shared by the minutes and the act: asks the server for the provider's
 * signing address and sends the browser there; a signer already at the provider leads to the in-progress
 * page, any other failure to the error page with the server's message. When the server says the user may
 * not sign now, the button stays disabled with the reason in words.
 */
export function ESignAction<V extends ESignRequest>(props: Props<V>) {
  const { request, blocked, idPrefix } = props;
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const start = () =>
    request.mutate({ ...props.variables, userId: Number(user?.sub), lang: i18n.language === 'ar' ? 'ar' : 'fr' } as V, {
      onSuccess: ({ wsUrl }) => window.location.assign(wsUrl),
      onError: (e) => {
        props.onFailure();
        if (e instanceof ApiError && e.errorCode === props.inProgress.errorCode) navigate(props.inProgress.path);
        else navigate(props.errorPath, { state: { messageKey: e instanceof ApiError ? e.messageKey : 'errors.INTERNAL' } });
      },
    });
  return (
    <Stack gap="xs">
      <Group>
        <Button
          leftSection={<IconSignature size={18} aria-hidden="true" />}
          disabled={!props.canSign}
          loading={request.isPending || request.isSuccess}
          onClick={start}
          aria-describedby={blocked ? `${idPrefix}-blocked` : `${idPrefix}-help`}
        >
          {props.label}
        </Button>
      </Group>
      {blocked ? (
        <Alert id={`${idPrefix}-blocked`} variant="light" color={blocked.color}>
          {blocked.text}
        </Alert>
      ) : (
        <Text id={`${idPrefix}-help`} size="sm" c="dimmed">
          {props.help}
        </Text>
      )}
    </Stack>
  );
}
