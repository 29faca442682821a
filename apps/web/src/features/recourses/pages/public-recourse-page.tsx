import { loginWithRedirect, RECOURSE_INVESTOR_PATHS } from '@cri/shared/paths';
import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/auth/session.ts';
import { PublishedSections } from '../../content/api/published-sections.tsx';

/**
 * /recours (spec 1 §2.1, spec 3 §1 appeal-law texts): what the two appeals are and their delays, as the
 * content manager published them (decision 074), then how the investor files one. Public; a signed-in
 * investor is led to their files, a visitor to the sign-in.
 */
export default function PublicRecoursePage() {
  const { t } = useTranslation();
  const { user, isAuthenticated } = useSession();
  const investor = isAuthenticated && (user?.roles ?? []).includes('ROLE_INVESTOR');
  const files = RECOURSE_INVESTOR_PATHS.information;
  return (
    <Stack gap="lg" maw={860}>
      <Title order={1}>{t('recoursesInvestor.public.title')}</Title>
      <Text>{t('recoursesInvestor.public.intro')}</Text>
      <PublishedSections kind="APPEAL" />
      <Alert color="blue" variant="light" title={t('recoursesInvestor.info.delays')}>
        {t('recoursesInvestor.public.counting')}
      </Alert>
      <Stack gap="xs" component="section" aria-labelledby="recours-how">
        <Title order={2} size="h3" id="recours-how">
          {t('recoursesInvestor.public.howTitle')}
        </Title>
        <List>
          <List.Item>{t('recoursesInvestor.public.how')}</List.Item>
        </List>
      </Stack>
      <Group>
        {investor ? (
          <Button component={Link} to={files}>
            {t('recoursesInvestor.public.myFiles')}
          </Button>
        ) : isAuthenticated ? null : (
          <Button component={Link} to={loginWithRedirect(files)}>
            {t('recoursesInvestor.public.signIn')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
