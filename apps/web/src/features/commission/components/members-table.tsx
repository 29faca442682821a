import type { TCommission, TCommissionMember } from '@cri/shared/schemas/commission';
import { Badge, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../lib/i18n/localized.ts';
import { toastFailure } from '../../../lib/toast.ts';
import { useSetMemberPresence } from '../api/set-member-presence.ts';

interface Props {
  projectId: number;
  commission: TCommission;
  /** The advisor records presence and conflicts until the decision. */
  editable: boolean;
}

/** The members of the session: presence, conflict of interest, who votes, their opinions. */
export function MembersTable({ projectId, commission, editable }: Props) {
  const { t, i18n } = useTranslation();
  const presence = useSetMemberPresence(projectId, commission.id);
  if (commission.members.length === 0) return <Text c="dimmed">{t('commission.members.empty')}</Text>;
  const toggle = (m: TCommissionMember, body: { attended?: boolean; conflictOfInterest?: boolean }) =>
    presence.mutate({ userId: m.userId, body }, { onError: (e) => toastFailure(e, 'commission.errors.loadFailed') });
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('commission.members.name')}</Table.Th>
            <Table.Th>{t('commission.members.administration')}</Table.Th>
            <Table.Th>{t('commission.members.presence')}</Table.Th>
            <Table.Th>{t('commission.members.conflict')}</Table.Th>
            <Table.Th>{t('commission.members.vote')}</Table.Th>
            <Table.Th>{t('commission.members.opinion')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {commission.members.map((m) => {
            const name = `${m.firstName} ${m.lastName}`.trim();
            return (
              <Table.Tr key={m.id}>
                <Table.Td>
                  <Stack gap={2}>
                    <Text dir="auto">{name}</Text>
                    <Group gap={4}>
                      {m.isFocalMember ? (
                        <Badge size="xs" color="blue.9">
                          {t('commission.members.focal')}
                        </Badge>
                      ) : null}
                      {m.source === 'ADDED' ? (
                        <Badge size="xs" variant="outline" color="gray.8">
                          {t('commission.members.added')}
                        </Badge>
                      ) : null}
                    </Group>
                  </Stack>
                </Table.Td>
                <Table.Td dir="auto">{localized(m, i18n.language, 'administrationName') ?? '—'}</Table.Td>
                <Table.Td>
                  <Switch
                    checked={m.attended}
                    disabled={!editable}
                    aria-label={t('commission.members.presenceOf', { name })}
                    onChange={(e) => toggle(m, { attended: e.currentTarget.checked })}
                  />
                </Table.Td>
                <Table.Td>
                  <Switch
                    checked={m.conflictOfInterest}
                    color="red"
                    disabled={!editable}
                    aria-label={t('commission.members.conflictOf', { name })}
                    onChange={(e) => toggle(m, { conflictOfInterest: e.currentTarget.checked })}
                  />
                </Table.Td>
                <Table.Td>
                  {m.isVoting ? (
                    <Badge color="teal.9" leftSection={<IconCheck size={12} aria-hidden />}>
                      {t('commission.members.voting')}
                    </Badge>
                  ) : (
                    t('commission.members.notVoting')
                  )}
                </Table.Td>
                <Table.Td>
                  {m.opinion ? (
                    <Stack gap={2}>
                      <Text fw={600}>{t(`commission.opinions.${m.opinion}`)}</Text>
                      {m.opinionComment ? (
                        <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                          {m.opinionComment}
                        </Text>
                      ) : null}
                    </Stack>
                  ) : (
                    <Text c="dimmed">{t('commission.members.noOpinion')}</Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
