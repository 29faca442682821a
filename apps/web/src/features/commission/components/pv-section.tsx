import { hasPermission } from '@cri/shared/permissions';
import { SIGNATURE_PATHS } from '@cri/shared/schemas/signatures';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth/session.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { useGeneratePv } from '../../signatures/api/generate-pv.ts';
import { usePvSignatures } from '../../signatures/api/get-pv-signatures.ts';

/**
 * The minutes (PV) of a decided session (issue 7): the advisor generates it and goes on to its signatures
 * (spec 2: "commission answer by the advisor leads on to the sign-minutes screen"); a member goes to sign.
 */
export function PvSection({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const roles = useSession().user?.roles ?? [];
  const query = usePvSignatures(projectId);
  const generate = useGeneratePv(projectId);
  const pv = query.data;
  if (!pv?.commission) return null;
  const advisor = hasPermission(roles, 'decide:project');
  const member = hasPermission(roles, 'sign:commission-pv');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="pv-section-title">
      <Stack gap="sm">
        <Title order={2} id="pv-section-title">
          {t('signatures.section.title')}
        </Title>
        {pv.pv ? (
          <Text data-testid="pv-section-status">
            {pv.mode === 'MANUAL'
              ? t('signatures.summary.manualSigned')
              : t(pv.fullySigned ? 'signatures.summary.allSigned' : 'signatures.summary.signedCount', {
                  signed: pv.signedCount,
                  required: pv.requiredCount,
                })}
          </Text>
        ) : (
          <Text>{t('signatures.section.noPv')}</Text>
        )}
        {member && pv.abilities.sign ? <Alert variant="light">{t('signatures.section.toSign')}</Alert> : null}
        {generate.error ? (
          <Alert color="red" variant="light" role="alert">
            {t(generate.error instanceof ApiError ? generate.error.messageKey : 'errors.INTERNAL')}
          </Alert>
        ) : null}
        <Group>
          {pv.abilities.generatePv ? (
            <Button
              loading={generate.isPending}
              onClick={() => generate.mutate(undefined, { onSuccess: () => toastSuccess(t('signatures.generate.done')) })}
            >
              {t('signatures.generate.button')}
            </Button>
          ) : null}
          {advisor ? (
            <Button component={Link} to={SIGNATURE_PATHS.signatureDetail(projectId)} variant={pv.pv ? 'filled' : 'light'}>
              {t('signatures.detail.link')}
            </Button>
          ) : null}
          {member ? (
            <Button component={Link} to={SIGNATURE_PATHS.signPv(projectId)} variant={pv.abilities.sign ? 'filled' : 'light'}>
              {t(pv.abilities.sign ? 'signatures.section.sign' : 'signatures.section.open')}
            </Button>
          ) : null}
          {pv.pv && pv.abilities.download ? (
            <Anchor href={pv.pv.downloadUrl} download={pv.pv.fileName}>
              <Group gap={4} component="span">
                <IconDownload size={16} aria-hidden="true" />
                <span>{t('signatures.summary.download')}</span>
              </Group>
            </Anchor>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
