import { PLATFORM_VERSION } from '@cri/shared/limits';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Names the page in the browser tab (WCAG 2.4.2), in the language shown. The router sets each route's
 * title; a view that replaces the page (error, not authorised) sets its own after it.
 */
export function useDocumentTitle(titleKey: string): void {
  const { t } = useTranslation();
  // The version is the only value a page title interpolates (the new-features page).
  const title = t(titleKey, { version: PLATFORM_VERSION });
  const appName = t('common.appShortName');
  useEffect(() => {
    document.title = `${title} | ${appName}`;
  }, [title, appName]);
}

export function DocumentTitle({ titleKey }: { titleKey: string }) {
  useDocumentTitle(titleKey);
  return null;
}
