import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** "Skip to content" (WCAG 2.4.1): the first focusable element of every page. */
export function SkipLink() {
  const { t } = useTranslation();
  // Focus the main landmark directly: following the #hash would add a history entry in the router.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className={classes.link} href={`#${MAIN_CONTENT_ID}`} onClick={onClick}>
      {t('nav.skipToContent')}
    </a>
  );
}
