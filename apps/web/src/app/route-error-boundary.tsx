import { Container } from '@mantine/core';
import { GenericErrorView } from '../features/errors/components/generic-error-view.tsx';

/**
 * What the router shows when a page throws or its chunk fails to load (spec 1 §2.8). Imported
 * statically: when loading failed, another lazy chunk could fail too. Inside a shell it replaces the
 * page only; at the top (`standalone`) it replaces the shell that failed, so it brings its own landmark.
 */
export function RouteErrorBoundary({ standalone = false }: { standalone?: boolean }) {
  return standalone ? (
    <Container component="main" size="lg" py="xl">
      <GenericErrorView />
    </Container>
  ) : (
    <GenericErrorView />
  );
}
