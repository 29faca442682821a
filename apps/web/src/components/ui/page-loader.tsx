import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The fallback while a lazily loaded page arrives (spec 1 §2.6, loading text of §2.8). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden="true" />
        <Text>{t('common.loading')}</Text>
      </Stack>
    </Center>
  );
}
