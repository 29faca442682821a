import { paths } from '@cri/shared/paths';
import type { TFramingForm } from '@cri/shared/schemas/framing-forms';
import { Alert, Button, Fieldset, Group, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useAssignFramingForm } from '../api/assign-framing-form.ts';
import { useRegionAdvisors } from '../api/get-region-advisors.ts';

/** Staff: assign the questionnaire to an advisor of the region, then back to the dashboard (spec 2 §4). */
export function AssignPanel({ form }: { form: TFramingForm }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const advisors = useRegionAdvisors();
  const mutation = useAssignFramingForm(form.id);
  const [advisorId, setAdvisorId] = useState<string | null>(form.advisorId === null ? null : String(form.advisorId));
  const [failure, setFailure] = useState<string | null>(null);
  const options = (advisors.data ?? []).map((a) => ({
    value: String(a.id),
    label: `${a.user.firstName} ${a.user.lastName}`.trim() || a.user.username,
  }));
  const current = advisors.data?.find((a) => a.id === form.advisorId);
  const submit = () => {
    if (advisorId === null) return;
    setFailure(null);
    mutation.mutate(
      { advisorId: Number(advisorId) },
      {
        onSuccess: () => void navigate(paths.dashboard),
        onError: (e) =>
          setFailure(
            e instanceof ApiError ? (e.fieldErrors[0]?.messageKey ?? e.messageKey) : 'framingForms.details.assignFailed',
          ),
      },
    );
  };
  return (
    <Fieldset legend={t('framingForms.details.assignTitle')}>
      <Text size="sm" mb="sm">
        {t('framingForms.details.assignedTo')} :{' '}
        {current ? `${current.user.firstName} ${current.user.lastName}` : t('framingForms.details.notAssigned')}
      </Text>
      {advisors.isError ? (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {t('framingForms.details.advisorsLoadFailed')}
        </Alert>
      ) : null}
      <Group align="flex-end">
        <Select
          label={t('framingForms.details.advisor')}
          placeholder={t('framingForms.fields.choose')}
          data={options}
          value={advisorId}
          onChange={setAdvisorId}
          allowDeselect={false}
          miw={280}
        />
        <Button onClick={submit} loading={mutation.isPending} disabled={advisorId === null}>
          {t('framingForms.details.assign')}
        </Button>
      </Group>
      {failure ? (
        <Alert color="red" variant="light" role="alert" mt="sm">
          {t(failure)}
        </Alert>
      ) : null}
    </Fieldset>
  );
}
