import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
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
    <DirectionProvider initialDirection={directionOf(i18next.language)} detectDirection>
      <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <LazyNotifications position="top-center" />
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18next}>{children}</I18nextProvider>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
