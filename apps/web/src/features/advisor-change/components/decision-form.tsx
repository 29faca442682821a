import { defaultNewAdvisor } from '@cri/shared/rules/advisor-change';
import { ADVISOR_CHANGE_REASON_MAX, type TAdvisorChangeRequestDetail } from '@cri/shared/schemas/advisor-change';
import { Alert, Button, Group, Paper, SegmentedControl, Select, Stack, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { useDecideAdvisorChange } from '../api/decide-advisor-change.ts';
import { personName } from './request-facts.tsx';

/** The director's decision (decision 041): accept, choosing who takes the file, or refuse with a reason. */
export function DecisionForm({ detail }: { detail: TAdvisorChangeRequestDetail }) {
  const { t } = useTranslation();
  const { request, candidates } = detail;
  const decide = useDecideAdvisorChange(request.id);
  const [mode, setMode] = useState<'ACCEPTED' | 'REFUSED'>('ACCEPTED');
  const first = defaultNewAdvisor(
    request.proposedAdvisor?.id ?? null,
    candidates.map((c) => c.id),
  );
  const [advisorId, setAdvisorId] = useState<string | null>(first === null ? null : String(first));
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const submit = async () => {
    setAlert(null);
    setFieldError(null);
    if (mode === 'ACCEPTED' && advisorId === null) return setFieldError('advisorChange.errors.chooseAdvisor');
    if (mode === 'REFUSED' && reason.trim() === '') return setFieldError('advisorChange.errors.reasonRequired');
    try {
      await decide.mutateAsync(
        mode === 'ACCEPTED' ? { decision: 'ACCEPTED', advisorId: Number(advisorId) } : { decision: 'REFUSED', reason },
      );
      toastSuccess(t(mode === 'ACCEPTED' ? 'advisorChange.decision.accepted' : 'advisorChange.decision.refused'));
    } catch (failure) {
      if (!(failure instanceof ApiError)) return setAlert(t('errors.INTERNAL'));
      const field = failure.fieldErrors[0];
      if (field) setFieldError(field.messageKey);
      else setAlert(t(failure.messageKey));
    }
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="advisor-change-decision">
      <Stack gap="md">
        <Title order={2} id="advisor-change-decision">
          {t('advisorChange.decision.title')}
        </Title>
        {alert ? (
          <Alert color="red" variant="light" role="alert">
            {alert}
          </Alert>
        ) : null}
        <SegmentedControl
          value={mode}
          onChange={(v) => {
            setMode(v as 'ACCEPTED' | 'REFUSED');
            setFieldError(null);
          }}
          data={[
            { value: 'ACCEPTED', label: t('advisorChange.decision.accept') },
            { value: 'REFUSED', label: t('advisorChange.decision.refuse') },
          ]}
          w="fit-content"
        />
        {mode === 'ACCEPTED' ? (
          <Select
            label={t('advisorChange.decision.newAdvisor')}
            withAsterisk
            value={advisorId}
            onChange={setAdvisorId}
            data={candidates.map((c) => ({ value: String(c.id), label: personName(c) }))}
            placeholder={t('common.form.choose')}
            allowDeselect={false}
            error={fieldError ? t(fieldError) : undefined}
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          <Textarea
            label={t('advisorChange.decision.refusalReason')}
            withAsterisk
            dir="auto"
            rows={4}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={ADVISOR_CHANGE_REASON_MAX + 1}
            description={`${reason.length} / ${ADVISOR_CHANGE_REASON_MAX}`}
            error={fieldError ? t(fieldError) : undefined}
          />
        )}
        <Group justify="flex-end">
          <Button onClick={() => void submit()} loading={decide.isPending} color={mode === 'REFUSED' ? 'red' : undefined}>
            {t(mode === 'ACCEPTED' ? 'advisorChange.decision.confirmAccept' : 'advisorChange.decision.confirmRefuse')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
