import { actConfirmationPath, actInProgressPath, actSignErrorPath, type TActToSign } from '@cri/shared/schemas/act-signature';
import { Alert, Anchor, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useActToSign } from '../api/get-act-to-sign.ts';
import { useSignAct } from '../api/sign-act.ts';
import { GovernorRevisionForm } from '../components/governor-revision-form.tsx';
import { SignActAction } from '../components/sign-act-action.tsx';

/**
 * /projects/{projectId}/follow-up-action/{fuaId}/sign-act: the governor reads the act the director
 * validated, signs it electronically or asks a revision. The provider sends the browser back here with
 * `?transactionId=` (the signature is checked and recorded, then the confirmation page) or
 * `?esignError=1` (the error page, with the provider's text).
 */
export default function SignActPage() {
  const params = useParams();
  const projectId = parseId(params.projectId);
  const fuaId = parseId(params.fuaId);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const failed = search.get('esignError') !== null;
  const transactionId = search.get('transactionId');
  useEffect(() => {
    if (failed && projectId !== null && fuaId !== null)
      navigate(`${actSignErrorPath(projectId)}?followUpActionId=${fuaId}`, { replace: true });
  }, [failed, projectId, fuaId, navigate]);
  if (failed) return null;
  if (projectId === null || fuaId === null) return <NotFound />;
  if (transactionId) return <RecordSignature projectId={projectId} fuaId={fuaId} transactionId={transactionId} />;
  return <ActView fuaId={fuaId} />;
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" variant="light" role="alert">
      {t('errors.NOT_FOUND')}
    </Alert>
  );
}

/** Back from the provider: record the signature once (a ref guards React's double effects), then move on. */
function RecordSignature({ projectId, fuaId, transactionId }: { projectId: number; fuaId: number; transactionId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sign = useSignAct(fuaId);
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === transactionId) return;
    sent.current = transactionId;
    sign.mutate(transactionId, {
      onSuccess: () => navigate(actConfirmationPath(projectId, fuaId), { replace: true }),
      onError: (e) => {
        if (e instanceof ApiError && e.errorCode === 'ACT_SIGNING_IN_PROGRESS')
          navigate(actInProgressPath(projectId, fuaId), { replace: true });
        else
          navigate(`${actSignErrorPath(projectId)}?followUpActionId=${fuaId}`, {
            replace: true,
            state: { messageKey: e instanceof ApiError ? e.messageKey : 'errors.INTERNAL' },
          });
      },
    });
  }, [transactionId, projectId, fuaId, sign, navigate]);
  return (
    <Group role="status" aria-live="polite">
      <Loader size="sm" />
      <Text>{t('actSignature.sign.recording')}</Text>
    </Group>
  );
}

function ActView({ fuaId }: { fuaId: number }) {
  const { t } = useTranslation();
  const query = useActToSign(fuaId);
  if (query.isPending) return <PageLoader />;
  if (!query.data) {
    const e = query.error;
    return (
      <Stack gap="md">
        <Title order={1}>{t('actSignature.sign.title')}</Title>
        <Alert color={e instanceof ApiError && e.status === 404 ? 'gray' : 'orange'} variant="light" role="alert">
          {t(e instanceof ApiError ? e.messageKey : 'errors.INTERNAL')}
        </Alert>
      </Stack>
    );
  }
  return <ActDetails act={query.data} />;
}

function ActDetails({ act }: { act: TActToSign }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('actSignature.sign.title')}</Title>
      {act.signed ? null : <Text>{t('actSignature.sign.intro')}</Text>}
      <Table withTableBorder variant="vertical">
        <Table.Tbody>
          <Row label={t('actSignature.sign.project')}>
            <span dir="auto">{act.projectName}</span>
          </Row>
          <Row label={t('actSignature.sign.reference')}>
            <span dir="ltr">{act.reference ?? '—'}</span>
          </Row>
          <Row label={t('actSignature.sign.step')}>
            <span dir="auto">{act.stepTitle}</span>
          </Row>
          <Row label={t('actSignature.sign.act')}>
            <Anchor href={act.act.viewUrl} target="_blank" rel="noopener" data-testid="act-view">
              <Group gap={4} component="span" wrap="nowrap">
                <IconFileText size={16} aria-hidden="true" />
                <span>{t('actSignature.sign.viewAct')}</span>
                <Text span size="xs" c="dimmed" dir="ltr">
                  ({act.act.fileName})
                </Text>
              </Group>
            </Anchor>
          </Row>
          <Row label={t('actSignature.sign.signer')}>
            <span dir="auto">{act.signerName}</span>
          </Row>
        </Table.Tbody>
      </Table>
      {act.signed ? (
        <Alert color="green" variant="light" title={t('actSignature.sign.signedTitle')} data-testid="act-signed">
          <Stack gap="xs">
            <Text>{t('actSignature.sign.signedOn', { date: formatDate(act.signedAt) })}</Text>
            {act.signedUrl ? (
              <Anchor href={act.signedUrl} download>
                <Group gap={4} component="span">
                  <IconDownload size={16} aria-hidden="true" />
                  <span>{t('actSignature.sign.downloadSigned')}</span>
                </Group>
              </Anchor>
            ) : null}
          </Stack>
        </Alert>
      ) : (
        <>
          <SignActAction act={act} />
          {act.abilities.askRevision ? (
            <Paper withBorder p="md" radius="md">
              <GovernorRevisionForm act={act} />
            </Paper>
          ) : null}
        </>
      )}
      <Anchor component={Link} to={`/projects/${act.projectId}`}>
        {t('actSignature.sign.back')}
      </Anchor>
    </Stack>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w={240}>
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}
