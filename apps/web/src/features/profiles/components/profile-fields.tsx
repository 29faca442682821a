import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ProfileField {
  label: string;
  value: string | null;
  /** Text typed by people (names, titles) is shown with dir="auto"; phones and e-mails stay left-to-right. */
  dir?: 'auto' | 'ltr';
}

/** Read-only fields of a profile, as a description list. */
export function ProfileFields({ fields, children }: { fields: ProfileField[]; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {fields.map(({ label, value, dir = 'auto' }) => (
        <Stack key={label} gap={2}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={500} dir={value ? dir : undefined}>
            {value || t('profiles.none')}
          </Text>
        </Stack>
      ))}
      {children}
    </SimpleGrid>
  );
}
