import { matchPath } from 'react-router';
import { ROUTES } from './route-table.ts';

/**
 * Starts the download of the chunk of the page `pathname` opens, for the entry to call beside the app's own
 * import (decision 113): the app's start module takes a few hundred milliseconds to run at 4x CPU slowdown, and
 * the page's chunk was asked for only after it (app/start-app.tsx asks again and gets the same module).
 */
export function prefetchOpenedPage(pathname: string): void {
  const route = ROUTES.find((candidate) => matchPath(candidate.path, pathname));
  if (route) void route.page().catch(() => undefined);
}
