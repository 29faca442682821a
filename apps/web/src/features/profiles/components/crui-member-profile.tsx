import { PROFILE_PATHS } from '@cri/shared/schemas/profiles';
import { Alert, Loader, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localized } from '../../../lib/i18n/localized.ts';
import { useCruiMember } from '../api/get-crui-member.ts';
import { useUpdateCruiMember } from '../api/update-crui-member.ts';
import { MemberBadges } from './member-badges.tsx';
import { ProfileCard } from './profile-card.tsx';
import { ProfileFields } from './profile-fields.tsx';
import { StaffProfileForm } from './staff-profile-form.tsx';

/** A CRUI member's own profile: read-only fields, badges, picture and the edit modal. */
export function CruiMemberProfile({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const query = useCruiMember(id);
  const update = useUpdateCruiMember();
  const [editing, edit] = useDisclosure(false);
  if (query.isPending) return <Loader role="status" aria-label={t('profiles.loading')} />;
  if (!query.data) return <Alert color="red">{t('profiles.loadFailed')}</Alert>;
  const member = query.data;
  const name = (n: { nameFr: string; nameAr: string } | null) => localized(n, i18n.language) ?? null;
  return (
    <ProfileCard profile={member} badges={<MemberBadges member={member} />} onEdit={edit.open}>
      <ProfileFields
        fields={[
          { label: t('profiles.fields.username'), value: member.user.username, dir: 'ltr' },
          { label: t('profiles.fields.region'), value: name(member.region) },
          { label: t('profiles.fields.administration'), value: name(member.administration) },
          { label: t('profiles.fields.jobTitle'), value: member.jobTitle },
          { label: t('profiles.fields.mobilePhone'), value: member.user.mobilePhone, dir: 'ltr' },
          { label: t('profiles.fields.deskPhone'), value: member.user.deskPhone, dir: 'ltr' },
        ]}
      />
      <Modal
        opened={editing}
        onClose={edit.close}
        title={t('profiles.edit.title')}
        closeButtonProps={{ 'aria-label': t('profiles.edit.cancel') }}
      >
        <StaffProfileForm
          withJobTitle
          defaultValues={{
            mobilePhone: member.user.mobilePhone ?? '',
            deskPhone: member.user.deskPhone ?? '',
            jobTitle: member.jobTitle ?? '',
          }}
          onCancel={edit.close}
          onSave={async (values) => {
            await update.mutateAsync({ cruiMemberId: member.id, ...values });
            edit.close();
            navigate(PROFILE_PATHS.cruiMemberSuccess);
          }}
        />
      </Modal>
    </ProfileCard>
  );
}
