import type { TCommissionSession } from '@cri/shared/schemas/commission';
import { Button, Group, MultiSelect } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../lib/i18n/localized.ts';
import { toastFailure } from '../../../lib/toast.ts';
import { useAddCommissionMembers } from '../api/add-commission-members.ts';

/** The advisor seats further CRUI members of the region (PUT /projects/{id}/add-cruimember-to-project). */
export function AddMembersForm({ projectId, members }: { projectId: number; members: TCommissionSession['addableMembers'] }) {
  const { t, i18n } = useTranslation();
  const add = useAddCommissionMembers(projectId);
  const [chosen, setChosen] = useState<string[]>([]);
  if (members.length === 0) return null;
  const data = members.map((m) => {
    const admin = localized(m, i18n.language, 'administrationName');
    return { value: String(m.userId), label: `${m.firstName} ${m.lastName}${admin ? ` — ${admin}` : ''}` };
  });
  const submit = () =>
    add.mutate(
      { userIds: chosen.map(Number) },
      { onSuccess: () => setChosen([]), onError: (e) => toastFailure(e, 'commission.errors.loadFailed') },
    );
  return (
    <Group align="flex-end">
      <MultiSelect
        label={t('commission.members.addLabel')}
        placeholder={t('commission.members.addPlaceholder')}
        data={data}
        value={chosen}
        onChange={setChosen}
        searchable
        miw={320}
      />
      <Button variant="light" onClick={submit} disabled={chosen.length === 0} loading={add.isPending}>
        {t('commission.members.addSubmit')}
      </Button>
    </Group>
  );
}
