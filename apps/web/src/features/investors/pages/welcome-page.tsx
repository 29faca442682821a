import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { investorPaths } from '../paths.ts';

const STEPS = ['procedures', 'framing', 'meeting'] as const;

/** /welcome (spec 1 §4.2): after the investor record is created, what to do next. */
export default function WelcomePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('investors.welcome.title')}</Title>
      <Text>{t('investors.welcome.text')}</Text>
      <List spacing="xs">
        {STEPS.map((step) => (
          <List.Item key={step}>{t(`investors.welcome.steps.${step}`)}</List.Item>
        ))}
      </List>
      <Group>
        <Button component={Link} to="/dashboard">
          {t('investors.welcome.toDashboard')}
        </Button>
        <Button component={Link} to={investorPaths.profile} variant="light">
          {t('investors.welcome.toProfile')}
        </Button>
      </Group>
    </Stack>
  );
}
