import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import type { ApiError } from '../../../lib/api-client.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useProject } from '../../projects/api/get-project.ts';
import { usePaymentDetailsOf, useProcedurePaymentParameters, useRequestPayment } from '../api/payments.ts';
import { PaymentNotFound } from '../components/payment-not-found.tsx';
import { detailPath, requestErrorPath, requestSuccessPath } from '../lib/paths.ts';

/**
 * /projects/{projectId}/payment-request/{procedureId}: the advisor, from the PAYMENT follow-up action of a
 * procedure, sends the payment request to the investor (POST /payment-detail/new then PUT
 * /payment-detail/enrolling/{id}); the administrations paid and the delays are shown first. Success goes to
 * /payment/{procedureId}/success, a refusal to /projects/{projectId}/payment-request-error (spec 2 §2).
 */
export default function PaymentRequestPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const projectId = parseId(params.projectId);
  const procedureId = parseId(params.procedureId);
  const project = useProject(projectId);
  const existing = usePaymentDetailsOf(projectId, procedureId);
  const parameters = useProcedurePaymentParameters(
    project.data && projectId !== null && procedureId !== null
      ? { regionId: project.data.regionId, procedureId, projectId }
      : null,
  );
  const request = useRequestPayment();
  if (projectId !== null && (project.isPending || existing.isPending)) return <PageLoader />;
  if (!project.data || projectId === null || procedureId === null) return <PaymentNotFound />;
  const detail = existing.data?.[0] ?? null;
  const canSend = detail === null || detail.abilities.enrol;
  const send = () =>
    request.mutate(
      { projectId, procedureId, existingId: detail?.id ?? null },
      {
        onSuccess: (d) => void navigate(requestSuccessPath(procedureId, projectId, d.id)),
        onError: (error) => void navigate(requestErrorPath(projectId, procedureId, (error as ApiError).errorCode ?? 'INTERNAL')),
      },
    );
  const p = parameters.data;
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t('payments.request.title')}</Title>
      <Text fw={600}>{project.data.name}</Text>
      {p ? (
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4">
            {t('payments.request.administrations')}
          </Title>
          <List size="sm">
            {p.administrations.map((a) => (
              <List.Item key={a.administrationId}>
                {localized(a, i18n.language, 'name')}
                {a.acceptsOnlinePayment ? '' : ` — ${t('payments.noOnlinePayment')}`}
              </List.Item>
            ))}
          </List>
          <Text size="sm" mt="sm">
            {t('payments.request.delays', {
              sheet: p.investorTechnicalSheetDelay,
              validation: p.validationAdministrationDelay,
              payment: p.investorPaymentDelay,
            })}
          </Text>
        </Paper>
      ) : null}
      {detail ? (
        <Group gap="sm">
          <Text>{t('payments.request.existing')}</Text>
          <Badge variant="light">{t(`payments.detailStatus.${detail.status}`)}</Badge>
          <Button variant="light" component={Link} to={detailPath(detail.id)}>
            {t('payments.detail.open')}
          </Button>
        </Group>
      ) : null}
      <Text size="sm" c="dimmed">
        {t('payments.request.intro')}
      </Text>
      <Group>
        <Button onClick={send} loading={request.isPending} disabled={!canSend}>
          {t('payments.request.send')}
        </Button>
      </Group>
    </Stack>
  );
}
