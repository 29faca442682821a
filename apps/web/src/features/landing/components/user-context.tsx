import type { Role } from '@cri/shared/enums/roles';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../lib/i18n/localized.ts';
import { useRegions } from '../../reference-data/api/get-regions.ts';

/** Roles whose work spans every region (the others work for one region, or for themselves). */
const NATIONAL_ROLES: readonly Role[] = [
  'ROLE_NATIONAL_SUPPORT',
  'ROLE_NATIONAL_CONTENT_MANAGER',
  'ROLE_NATIONAL_CONSULTATION',
  'ROLE_NATIONAL_COMMISSION',
];

/** Where the user is: first name, role and region (or the national scope), spec 1 §4.1 landing pages. */
export function UserContext({ user, role }: { user: TAccessClaims; role: Role }) {
  const { t, i18n } = useTranslation();
  const regions = useRegions({ enabled: user.regionId !== null });
  const region = user.regionId === null ? undefined : regions.data?.find((r) => r.id === user.regionId);
  return (
    <Paper withBorder p="lg" radius="md" bg="criGreen.0">
      <Stack gap={6}>
        <Text fw={700} size="lg" dir="auto">
          {user.firstName.trim()
            ? t('landing.shared.greeting', { firstName: user.firstName })
            : t('landing.shared.greetingNoName')}
        </Text>
        <Group gap={6}>
          <Text>{t('landing.shared.signedInAs')}</Text>
          <Text fw={700}>{t(`common.roles.${role}`)}</Text>
        </Group>
        {/* The line is there from the first paint, its name filled once the regions arrive: nothing below moves. */}
        {user.regionId !== null && (
          <Group gap={6}>
            <Text>{t('landing.shared.region')}</Text>
            <Text fw={700}>{region ? localized(region, i18n.language) : '\u00a0'}</Text>
          </Group>
        )}
        {NATIONAL_ROLES.includes(role) && <Text>{t('landing.shared.nationalScope')}</Text>}
      </Stack>
    </Paper>
  );
}
