import { FRAMING_FORM_DAILY_LIMIT } from '@cri/shared/limits';
import { paths } from '@cri/shared/paths';
import { FRAMING_FORM_PATHS } from '@cri/shared/schemas/framing-forms';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** /reach-max-attemps/error (spec 2 §2, §8): the daily maximum of questionnaires is reached; try tomorrow. */
export default function MaxAttemptsPage() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" maw={640} mx="auto">
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange">
          <IconCalendarTime size={32} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('framingForms.maxAttempts.title')}
        </Title>
        <Text>{t('framingForms.maxAttempts.message', { count: FRAMING_FORM_DAILY_LIMIT })}</Text>
        <Group justify="center">
          <Button component={Link} to={paths.dashboard}>
            {t('framingForms.maxAttempts.back')}
          </Button>
          <Button component={Link} to={FRAMING_FORM_PATHS.list} variant="light">
            {t('framingForms.maxAttempts.list')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
