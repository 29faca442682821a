import { PLATFORM_VERSION } from '@cri/shared/limits';
import { PV_SIGNATURE_PATHS } from '@cri/shared/paths';
import { Anchor, Container, Group, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Spec 1 §9: the footer year is 2023 (the platform's), not the current year. */
const FOOTER_YEAR = 2023;

export function SiteFooter({ style }: { style?: CSSProperties }) {
  const { t } = useTranslation();
  return (
    <footer
      style={{ borderBlockStart: '1px solid var(--mantine-color-gray-3)', background: 'var(--mantine-color-gray-0)', ...style }}
    >
      <Container size="lg" py="md">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('nav.footer.copyright', { year: FOOTER_YEAR })}</Text>
          {/* Spec 1: /verify-signature is public; the footer reaches it from every page, signed in or not. */}
          <Anchor component={Link} to={PV_SIGNATURE_PATHS.verify} size="sm">
            {t('nav.footer.signatureLink')}
          </Anchor>
          <Text size="sm">{t('nav.footer.version', { version: PLATFORM_VERSION })}</Text>
        </Group>
      </Container>
    </footer>
  );
}
