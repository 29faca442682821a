import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { DirectionProvider, MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { type ReactNode, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { LazyNotifications } from '../components/ui/lazy-notifications.tsx';
import { directionOf } from '../lib/i18n/language-storage.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/**
 * Application-wide providers. DirectionProvider watches `<html dir>`, which the i18n module sets on each
 * language change, so Mantine's components mirror for Arabic without more wiring. The colour scheme is
 * fixed to light: the theme's contrast was checked for it.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18next}>
      <DirectionProvider initialDirection={directionOf(i18next.language)} detectDirection>
        <LocalizedMantine>
          <LazyNotifications position="top-center" />
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </LocalizedMantine>
      </DirectionProvider>
    </I18nextProvider>
  );
}

/** The theme with the texts Mantine draws itself (a dialog's close button) in the current language. */
function LocalizedMantine({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const closeLabel = t('common.closeDialog');
  const localized = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: { Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } } },
      }),
    [closeLabel],
  );
  return (
    <MantineProvider theme={localized} forceColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}
