import { paths } from '@cri/shared/paths';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

interface ErrorViewProps {
  icon: Icon;
  /** i18n keys: the title (also the tab's title) and the lines of text below it. */
  titleKey: string;
  lineKeys: readonly string[];
}

/**
 * The body of the error pages. The home button is a plain link (full page load) on purpose: after an
 * error the router's state may be what failed, and a fresh start is the safest way back.
 */
export function ErrorView({ icon: ViewIcon, titleKey, lineKeys }: ErrorViewProps) {
  const { t } = useTranslation();
  useDocumentTitle(titleKey);
  return (
    <Stack align="center" ta="center" gap="md" py="xl" maw={640} mx="auto">
      <ThemeIcon size={72} radius="xl" variant="light" color="criRed" aria-hidden="true">
        <ViewIcon size={40} />
      </ThemeIcon>
      <Title order={1}>{t(titleKey)}</Title>
      {lineKeys.map((key) => (
        <Text key={key} size="lg">
          {t(key)}
        </Text>
      ))}
      <Button component="a" href={paths.home} size="md" leftSection={<IconHome size={18} aria-hidden="true" />}>
        {t('common.backToHome')}
      </Button>
    </Stack>
  );
}
