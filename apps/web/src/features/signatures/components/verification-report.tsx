import type { TSignatureCheck, TVerifySignatureResponse } from '@cri/shared/schemas/signatures';
import { Alert, Anchor, Group, Paper, Stack, Table, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { CheckLabel, TONE_COLORS } from './check-label.tsx';

/**
 * The verification report (spec 1 /verify-signature): the verdict, whether the document changed after the
 * last signature, and per signature who signed, when, and the chain, dates and integrity checks, each in
 * words with an icon and a colour.
 */
export function VerificationReport({ report }: { report: TVerifySignatureResponse }) {
  const { t } = useTranslation();
  const count = report.signatures.length;
  return (
    <Stack gap="md" data-testid="verification-report">
      <Alert
        variant="light"
        color={report.valid ? 'green' : 'red'}
        icon={report.valid ? <IconCircleCheck aria-hidden="true" /> : <IconCircleX aria-hidden="true" />}
        title={t(report.valid ? 'signatures.verify.validTitle' : 'signatures.verify.invalidTitle')}
        data-testid="verification-verdict"
        styles={{ title: { color: report.valid ? TONE_COLORS.ok : TONE_COLORS.bad } }}
      >
        {count === 0
          ? t('signatures.verify.noSignature')
          : t(report.valid ? 'signatures.verify.validText' : 'signatures.verify.invalidText', { count })}
      </Alert>
      <Table variant="vertical" layout="fixed" withTableBorder maw={720}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row" w={260}>
              {t('signatures.verify.file')}
            </Table.Th>
            <Table.Td>
              <span dir="auto">{report.fileName}</span>
            </Table.Td>
          </Table.Tr>
          {count > 0 ? (
            <Table.Tr>
              <Table.Th scope="row">{t('signatures.verify.modified')}</Table.Th>
              <Table.Td>
                <CheckLabel tone={report.modifiedAfterLastSignature ? 'bad' : 'ok'} testId="verify-modified">
                  {t(report.modifiedAfterLastSignature ? 'signatures.verify.modifiedYes' : 'signatures.verify.modifiedNo')}
                </CheckLabel>
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
      {/* "The verified document" only for a valid verdict: after "not valid" there is nothing verified to take away (issue 13). */}
      {report.valid ? (
        <Group>
          <Anchor href={report.wsUrl} download={report.fileName}>
            <Group gap={4} component="span">
              <IconDownload size={16} aria-hidden="true" />
              <span>{t('signatures.verify.download')}</span>
            </Group>
          </Anchor>
        </Group>
      ) : null}
      {count > 0 ? (
        <Stack gap="sm">
          <Title order={2}>{t('signatures.verify.signaturesTitle', { count })}</Title>
          {report.signatures.map((s, i) => (
            <SignatureCard key={`${s.signerName}-${s.signingTime ?? i}`} check={s} index={i + 1} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

function SignatureCard({ check: s, index }: { check: TSignatureCheck; index: number }) {
  const { t } = useTranslation();
  const titleId = `signature-${index}`;
  const ok = s.intact && s.chainValid && s.datesValid;
  const row = (label: string, value: React.ReactNode) => (
    <Table.Tr>
      <Table.Th scope="row" w={260}>
        {label}
      </Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId} data-testid="signature-check">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h4" id={titleId}>
            {t('signatures.verify.signatureN', { index })} — <span dir="auto">{s.signerName}</span>
          </Title>
          <CheckLabel tone={ok ? 'ok' : 'bad'} testId="signature-verdict">
            {t(ok ? 'signatures.verify.signatureValid' : 'signatures.verify.signatureInvalid')}
          </CheckLabel>
        </Group>
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            {row(t('signatures.verify.signer'), <span dir="auto">{s.signerName}</span>)}
            {s.signerEmail ? row(t('signatures.verify.email'), <span dir="ltr">{s.signerEmail}</span>) : null}
            {row(
              t('signatures.verify.signedAt'),
              s.signingTime ? <span dir="ltr">{formatDateTime(s.signingTime)}</span> : t('signatures.verify.unknownTime'),
            )}
            {row(t('signatures.verify.issuer'), <span dir="auto">{s.issuer}</span>)}
            {row(
              t('signatures.verify.validity'),
              t('signatures.verify.validityRange', {
                from: formatDate(new Date(s.notBefore)),
                to: formatDate(new Date(s.notAfter)),
              }),
            )}
            {row(
              t('signatures.verify.chain'),
              <CheckLabel tone={s.chainValid ? 'ok' : 'bad'}>
                {t(s.chainValid ? 'signatures.verify.chainOk' : 'signatures.verify.chainBad')}
              </CheckLabel>,
            )}
            {row(
              t('signatures.verify.dates'),
              <CheckLabel tone={s.datesValid ? 'ok' : 'bad'}>
                {t(s.datesValid ? 'signatures.verify.datesOk' : 'signatures.verify.datesBad')}
              </CheckLabel>,
            )}
            {row(
              t('signatures.verify.integrity'),
              <CheckLabel tone={s.intact ? 'ok' : 'bad'}>
                {t(s.intact ? 'signatures.verify.intactOk' : 'signatures.verify.intactBad')}
              </CheckLabel>,
            )}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
