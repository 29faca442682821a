import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './logo-link.module.css';

/** The portal's emblem and name, leading to the user's home (chosen by the layout, spec 1 §2.2). */
export function LogoLink({ to, name }: { to: string; name?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={classes.link}>
      <img src="/logo.svg" alt="" width={36} height={36} />
      <span className={classes.text}>{name ?? t('common.appShortName')}</span>
    </Link>
  );
}
