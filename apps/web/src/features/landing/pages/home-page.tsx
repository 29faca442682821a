import { CONTENT_PATHS, PROCEDURE_PATHS, paths } from '@cri/shared/paths';
import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBook2, IconCertificate, IconProgressCheck, IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { landingPathFor, useSignedInUser } from '../../../lib/signed-in-user.ts';
import { DeployedRegions } from '../components/deployed-regions.tsx';
import { EntryCard } from '../components/entry-card.tsx';

/**
 * The public home (spec 1 §2.1) with its four entry links. Procedures and incentives lead to the public
 * catalogue; the other three need an account: visitors go to the login page, signed-in users to their own
 * space.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const link = user
    ? { to: landingPathFor(user), label: t('landing.home.openMySpace') }
    : { to: paths.login, label: t('landing.home.signInToStart') };
  const entry = (key: string) => ({
    title: t(`landing.home.entries.${key}.title`),
    description: t(`landing.home.entries.${key}.description`),
  });

  return (
    <Stack gap="xl">
      <Stack gap="sm" maw={820}>
        <Title order={1}>{t('landing.home.title')}</Title>
        <Text size="lg">{t('landing.home.lead')}</Text>
      </Stack>
      <section aria-labelledby="home-entries">
        <Title order={2} size="h3" id="home-entries" mb="md">
          {t('landing.home.entriesTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <EntryCard
            icon={IconBook2}
            {...entry('procedures')}
            link={{ to: PROCEDURE_PATHS.list, label: t('landing.home.openProcedures') }}
          />
          <EntryCard icon={IconRocket} {...entry('launch')} link={link} />
          <EntryCard icon={IconProgressCheck} {...entry('follow')} link={link} />
          <EntryCard icon={IconCertificate} {...entry('acts')} link={link} />
        </SimpleGrid>
        <Group gap="lg" mt="md">
          <Anchor component={Link} to={CONTENT_PATHS.incentives}>
            {t('content.home.incentives')}
          </Anchor>
          <Anchor component={Link} to={CONTENT_PATHS.simulator}>
            {t('content.home.simulator')}
          </Anchor>
          <Anchor component={Link} to={CONTENT_PATHS.map}>
            {t('content.home.map')}
          </Anchor>
          <Anchor component={Link} to={CONTENT_PATHS.faq}>
            {t('content.home.faq')}
          </Anchor>
        </Group>
      </section>
      <DeployedRegions />
    </Stack>
  );
}
