import { Alert, Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { AdvisorProfile } from '../components/advisor-profile.tsx';
import { CruiMemberProfile } from '../components/crui-member-profile.tsx';

/** /profile-detail for a CRUI member or an advisor (spec 1 §2.5); the investor has their own page. */
export default function StaffProfilePage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const body =
    user?.cruiMemberId != null ? (
      <CruiMemberProfile id={user.cruiMemberId} />
    ) : user?.advisorId != null ? (
      <AdvisorProfile id={user.advisorId} />
    ) : (
      <Alert color="gray">{t('profiles.notAvailable')}</Alert>
    );
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('profiles.title')}</Title>
        {body}
      </Stack>
    </Container>
  );
}
