import type { TShareAdministration } from '@cri/shared/schemas/project-sharing';
import { Badge, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../lib/i18n/localized.ts';

interface Props {
  administrations: TShareAdministration[];
  selected: ReadonlySet<number>;
  disabled: boolean;
  onToggle: (id: number, checked: boolean) => void;
}

/** The region's administrations, then the national ones, each with its count of commission members. */
export function AdministrationChecklist({ administrations, selected, disabled, onToggle }: Props) {
  const { t, i18n } = useTranslation();
  const group = (national: boolean) => {
    const list = administrations.filter((a) => a.national === national);
    if (list.length === 0) return null;
    const title = t(national ? 'projectSharing.national' : 'projectSharing.regional');
    return (
      <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
        <Title order={2} size="h4" component="legend">
          {title}
        </Title>
        {list.map((a) => (
          <Group key={a.id} justify="space-between" wrap="nowrap" gap="sm">
            <Checkbox
              label={localized(a, i18n.language)}
              checked={selected.has(a.id)}
              disabled={disabled}
              onChange={(e) => onToggle(a.id, e.currentTarget.checked)}
              description={a.memberCount === 0 ? t('projectSharing.noMemberHint') : undefined}
            />
            <Group gap={4} wrap="nowrap">
              {a.shared ? (
                <Badge color="teal.9" variant="outline">
                  {t('projectSharing.sharedBadge')}
                </Badge>
              ) : null}
              <Badge color={a.memberCount === 0 ? 'red' : 'gray'} variant="light">
                <Text span size="xs" dir="auto">
                  {t('projectSharing.members', { count: a.memberCount })}
                </Text>
              </Badge>
            </Group>
          </Group>
        ))}
      </Stack>
    );
  };
  return (
    <Stack gap="lg">
      {group(false)}
      {group(true)}
    </Stack>
  );
}
