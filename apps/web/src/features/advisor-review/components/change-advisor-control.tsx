import type { TReviewState } from '@cri/shared/schemas/advisor-review';
import { Alert, Button, Group, Modal, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useUpdateAdvisor } from '../api/update-advisor.ts';

const fullName = (a: { firstName: string; lastName: string }) => `${a.firstName} ${a.lastName}`.trim();

/**
 * "Change advisor" (PUT /projects/{id}/update-advisor): the advisor in charge, a choice among the other
 * active advisors of the file's region, and a confirmation; the new advisor is told by e-mail.
 */
export function ChangeAdvisorControl({ state }: { state: TReviewState }) {
  const { t } = useTranslation();
  const update = useUpdateAdvisor(state.projectId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const current = state.advisors.find((a) => a.id === state.advisorId);
  const others = state.advisors.filter((a) => a.id !== state.advisorId);
  const target = others.find((a) => String(a.id) === chosen);
  const confirm = async () => {
    if (!target) return;
    setAlert(null);
    try {
      await update.mutateAsync({ advisorId: target.id });
      setDone(fullName(target));
      setChosen(null);
    } catch (failure) {
      setAlert(t(failure instanceof ApiError ? failure.messageKey : 'errors.INTERNAL'));
    }
    setConfirming(false);
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="change-advisor-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="change-advisor-title">
          {t('advisorReview.advisor.title')}
        </Title>
        <Text size="sm">
          {current ? t('advisorReview.advisor.current', { name: fullName(current) }) : t('advisorReview.advisor.none')}
        </Text>
        {done ? (
          <Alert color="teal" variant="light" role="status" p="xs">
            {t('advisorReview.advisor.done', { name: done })}
          </Alert>
        ) : null}
        {alert ? (
          <Alert color="red" variant="light" role="alert" p="xs">
            {alert}
          </Alert>
        ) : null}
        {others.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('advisorReview.advisor.noOther')}
          </Text>
        ) : (
          <Group gap="sm" align="flex-end">
            <Select
              label={t('advisorReview.advisor.select')}
              placeholder={t('advisorReview.advisor.placeholder')}
              data={others.map((a) => ({ value: String(a.id), label: fullName(a) }))}
              value={chosen}
              onChange={(v) => {
                setDone(null);
                setChosen(v);
              }}
              searchable
              w={280}
            />
            <Button variant="default" disabled={!target} onClick={() => setConfirming(true)}>
              {t('advisorReview.advisor.open')}
            </Button>
          </Group>
        )}
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('advisorReview.advisor.confirmTitle')}>
        <Stack gap="md">
          <Text size="sm">{t('advisorReview.advisor.confirmBody', { name: target ? fullName(target) : '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('advisorReview.advisor.cancel')}
            </Button>
            <Button onClick={() => void confirm()} loading={update.isPending}>
              {t('advisorReview.advisor.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
