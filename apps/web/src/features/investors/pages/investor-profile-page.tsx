import { Alert, Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { useChoiceLists } from '../../reference-data/api/get-choices.ts';
import { useCommunes } from '../../reference-data/api/get-communes.ts';
import { useProvinces } from '../../reference-data/api/get-provinces.ts';
import { useInvestor } from '../api/get-investor.ts';
import { InvestorProfileView } from '../components/investor-profile-view.tsx';
import { ProfileEditModal } from '../components/profile-edit-modal.tsx';
import { investorPaths, profileEditPath } from '../paths.ts';

/**
 * The investor's profile (spec 1 §2.5): read-only fields and the edit modal, which the nested route
 * /profile-detail/investors/{id}/profil opens. Shown at /profile-detail by the app's role dispatcher.
 */
export default function InvestorProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: editId } = useParams();
  const user = useSignedInUser();
  const investorId = user?.investorId ?? null;
  const investor = useInvestor(investorId);
  const lists = useChoiceLists();
  const communes = useCommunes();
  const provinces = useProvinces();

  if (investorId === null) {
    return (
      <Stack gap="lg">
        <Title order={1}>{t('investors.profile.title')}</Title>
        <Alert color="blue" variant="light">
          {t('investors.profile.noRecord')}{' '}
          {/* Dark blue, underlined: the theme's green link lacks contrast on the light blue alert (WCAG 1.4.3). */}
          <Anchor component={Link} to={investorPaths.createAccount} c="blue.9" fw={600} underline="always">
            {t('investors.banner.action')}
          </Anchor>
        </Alert>
      </Stack>
    );
  }
  if (investor.isPending || lists.isPending || communes.isPending) return <PageLoader />;
  if (!investor.data) {
    return (
      <Stack gap="lg">
        <Title order={1}>{t('investors.profile.title')}</Title>
        <Alert color="red" variant="light" role="alert">
          {t('investors.profile.loadFailed')}
        </Alert>
      </Stack>
    );
  }
  const record = investor.data;
  // The modal opens only on the owner's own record; another id in the URL shows the page alone.
  const editing = editId !== undefined && Number(editId) === record.id && record.abilities.update;

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('investors.profile.title')}</Title>
        {record.abilities.update ? (
          <Button component={Link} to={profileEditPath(record.id)}>
            {t('investors.profile.edit')}
          </Button>
        ) : null}
      </Group>
      <InvestorProfileView record={record} lists={lists.data} communes={communes.data ?? []} provinces={provinces.data ?? []} />
      {editing ? (
        <ProfileEditModal
          record={record}
          communes={communes.data ?? []}
          onClose={() => void navigate(investorPaths.profile)}
          onSaved={() => void navigate(investorPaths.profileSuccess, { replace: true })}
        />
      ) : null}
    </Stack>
  );
}
