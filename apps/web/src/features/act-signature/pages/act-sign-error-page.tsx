import { actSignPath } from '@cri/shared/schemas/act-signature';
import { Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { OutcomePanel } from '../../../components/ui/outcome-panel.tsx';
import { parseId } from '../../../lib/route-id.ts';
import { useActEsignError } from '../api/get-act-esign-error.ts';

const messageKeyOf = (state: unknown): string | null =>
  state && typeof state === 'object' && typeof (state as { messageKey?: unknown }).messageKey === 'string'
    ? (state as { messageKey: string }).messageKey
    : null;

/**
 * /projects/{projectId}/confirmation-wali-signature/error?followUpActionId=: the act's signature failed. A
 * failure the portal knows (certificate name or date…) arrives as a message key; otherwise the provider's
 * own text is shown (GET /esign/act-error: "keep the wsError text", spec 2 §8).
 */
export default function ActSignErrorPage() {
  const { t } = useTranslation();
  const projectId = parseId(useParams().projectId) ?? 0;
  const fuaId = parseId(useSearchParams()[0].get('followUpActionId') ?? undefined);
  const messageKey = messageKeyOf(useLocation().state);
  const provider = useActEsignError(fuaId, { enabled: !messageKey });
  const wsError = provider.data?.wsError ?? null;
  const back = fuaId === null ? `/projects/${projectId}` : actSignPath(projectId, fuaId);
  return (
    <OutcomePanel
      icon={<IconAlertTriangle size={32} />}
      color="red"
      title={t('actSignature.error.title')}
      links={[{ to: back, label: t('actSignature.error.back'), primary: true }]}
    >
      <Stack gap="xs" align="center" role="alert">
        {messageKey ? <Text data-testid="act-error-message">{t(messageKey)}</Text> : null}
        {!messageKey && provider.isLoading ? <Loader size="sm" role="status" aria-label={t('common.loading')} /> : null}
        {!messageKey && wsError ? (
          <>
            <Text>{t('actSignature.error.providerSaid')}</Text>
            <Text fw={600} dir="auto" data-testid="ws-error">
              {wsError}
            </Text>
          </>
        ) : null}
        {!messageKey && !provider.isLoading && !wsError ? <Text>{t('actSignature.error.generic')}</Text> : null}
      </Stack>
    </OutcomePanel>
  );
}
