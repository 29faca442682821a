import { paths } from '@cri/shared/paths';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * What a signed-in user sees on a page of another role (spec 1 §2.6 renders nothing there; an
 * explanation is kinder than a blank page, and the text is the one of spec 1 §6).
 */
export function ForbiddenNotice() {
  const { t } = useTranslation();
  useDocumentTitle('common.forbidden.title');
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{t('common.forbidden.title')}</Title>
      <Alert color="criRed" variant="light" icon={<IconLock aria-hidden="true" />} role="alert">
        <Text fw={600}>{t('common.forbidden.message')}</Text>
        <Text mt="xs">{t('common.forbidden.hint')}</Text>
      </Alert>
      <div>
        <Button component={Link} to={paths.home}>
          {t('common.backToHome')}
        </Button>
      </div>
    </Stack>
  );
}
