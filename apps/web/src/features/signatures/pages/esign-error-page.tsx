import { Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { OutcomePanel } from '../../../components/ui/outcome-panel.tsx';
import { parseId } from '../../../lib/route-id.ts';
import { useEsignError } from '../api/get-esign-error.ts';
import { useSignatureBackPath } from '../lib/back-link.ts';
import { errorStateOf } from '../lib/paths.ts';

/**
 * .../crui-signature-detail/error: the signature failed. A failure the portal knows (certificate name or
 * date, invalid signature…) arrives as a message key; otherwise the provider's own text is shown
 * (GET /esign-error: "keep the wsError text", spec 2 §8).
 */
export default function EsignErrorPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().projectId);
  const { messageKey } = errorStateOf(useLocation().state);
  const provider = useEsignError(id, { enabled: !messageKey });
  const back = useSignatureBackPath(id ?? 0);
  const wsError = provider.data?.wsError ?? null;
  return (
    <OutcomePanel
      icon={<IconAlertTriangle size={32} />}
      color="red"
      title={t('signatures.error.title')}
      links={[{ to: back.to, label: t(back.labelKey), primary: true }]}
    >
      <Stack gap="xs" align="center" role="alert">
        {messageKey ? <Text>{t(messageKey)}</Text> : null}
        {!messageKey && provider.isPending && id !== null ? (
          <Loader size="sm" role="status" aria-label={t('common.loading')} />
        ) : null}
        {!messageKey && wsError ? (
          <>
            <Text>{t('signatures.error.providerSaid')}</Text>
            <Text fw={600} dir="auto" data-testid="ws-error">
              {wsError}
            </Text>
          </>
        ) : null}
        {!messageKey && !provider.isPending && !wsError ? <Text>{t('signatures.error.generic')}</Text> : null}
      </Stack>
    </OutcomePanel>
  );
}
