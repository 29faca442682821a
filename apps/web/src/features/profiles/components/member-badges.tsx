import type { TCruiMemberProfile } from '@cri/shared/schemas/profiles';
import { Badge, Group } from '@mantine/core';
import { IconRosette } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The member badge (spec 1 §2.5) and the member's flags: focal, director, wali, act signatory. */
export function MemberBadges({ member }: { member: TCruiMemberProfile }) {
  const { t } = useTranslation();
  const flags = [
    member.isFocalMember && 'focal',
    member.director && 'director',
    member.wali && 'wali',
    member.actSignatory && 'actSignatory',
  ].filter((f): f is string => typeof f === 'string');
  return (
    <Group gap="xs" role="list" aria-label={t('profiles.badges.label')}>
      {member.isCruiMember ? (
        <Badge role="listitem" color="criGreen" leftSection={<IconRosette size={14} aria-hidden="true" />}>
          {t('profiles.badges.cruiMember')}
        </Badge>
      ) : null}
      {flags.map((flag) => (
        <Badge key={flag} role="listitem" variant="light">
          {t(`profiles.badges.${flag}`)}
        </Badge>
      ))}
    </Group>
  );
}
