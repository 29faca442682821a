import { PROFILE_PATHS } from '@cri/shared/schemas/profiles';
import { Alert, Loader, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localized } from '../../../lib/i18n/localized.ts';
import { useAdvisor } from '../api/get-advisor.ts';
import { useUpdateAdvisor } from '../api/update-advisor.ts';
import { ProfileCard } from './profile-card.tsx';
import { ProfileFields } from './profile-fields.tsx';
import { StaffProfileForm } from './staff-profile-form.tsx';

/** An advisor's own profile: read-only fields (job title fixed, spec 1 §3), picture and the edit modal. */
export function AdvisorProfile({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const query = useAdvisor(id);
  const update = useUpdateAdvisor();
  const [editing, edit] = useDisclosure(false);
  if (query.isPending) return <Loader role="status" aria-label={t('profiles.loading')} />;
  if (!query.data) return <Alert color="red">{t('profiles.loadFailed')}</Alert>;
  const advisor = query.data;
  return (
    <ProfileCard profile={advisor} onEdit={edit.open}>
      <ProfileFields
        fields={[
          { label: t('profiles.fields.username'), value: advisor.user.username, dir: 'ltr' },
          { label: t('profiles.fields.region'), value: localized(advisor.region, i18n.language) },
          { label: t('profiles.fields.jobTitle'), value: t('profiles.advisorJobTitle') },
          { label: t('profiles.fields.mobilePhone'), value: advisor.user.mobilePhone, dir: 'ltr' },
          { label: t('profiles.fields.deskPhone'), value: advisor.user.deskPhone, dir: 'ltr' },
        ]}
      />
      <Modal
        opened={editing}
        onClose={edit.close}
        title={t('profiles.edit.title')}
        closeButtonProps={{ 'aria-label': t('profiles.edit.cancel') }}
      >
        <StaffProfileForm
          withJobTitle={false}
          defaultValues={{ mobilePhone: advisor.user.mobilePhone ?? '', deskPhone: advisor.user.deskPhone ?? '' }}
          onCancel={edit.close}
          onSave={async ({ mobilePhone, deskPhone }) => {
            await update.mutateAsync({ advisorId: advisor.id, mobilePhone, deskPhone });
            edit.close();
            navigate(PROFILE_PATHS.advisorSuccess);
          }}
        />
      </Modal>
    </ProfileCard>
  );
}
