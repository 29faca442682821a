import { useTranslation } from 'react-i18next';
import { usePendingRequests } from '../../lib/api-client.ts';
import classes from './request-progress-bar.module.css';

/** A thin bar at the top of the window while background (non-blocking) requests run (spec 1 §2.6). */
export function RequestProgressBar() {
  const { nonBlocking } = usePendingRequests();
  const { t } = useTranslation();
  if (nonBlocking <= 0) return null;
  return (
    <div className={classes.bar} role="progressbar" aria-label={t('common.loading')} aria-busy="true">
      <div className={classes.indicator} />
    </div>
  );
}
