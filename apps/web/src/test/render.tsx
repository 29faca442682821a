import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { theme } from '../app/theme.ts';
import { initI18n } from '../lib/i18n/i18n.ts';

/** The app's providers, minus the router (tests bring their own MemoryRouter). */
export async function renderWithProviders(ui: ReactElement) {
  await initI18n();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DirectionProvider>
      <MantineProvider theme={{ ...theme, respectReducedMotion: true }} env="test">
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18next}>{children}</I18nextProvider>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
  return render(ui, { wrapper });
}
