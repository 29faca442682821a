import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** /rokhas-technical-support/{administrationId}: how to reach the Rokhas platform's technical support. */
export default function TechnicalSupportPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('rokhas.support.title')}</Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Text>{t('rokhas.support.intro')}</Text>
          <Text dir="auto">{t('rokhas.support.email')}</Text>
          <Text dir="auto">{t('rokhas.support.phone')}</Text>
          <Text size="sm" c="dimmed">
            {t('rokhas.support.hint')}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
