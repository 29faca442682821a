import { resourcesOfRole } from '@cri/shared/back-office/resources';
import type { Role } from '@cri/shared/enums/roles';
import { BACK_OFFICE_PATHS, backOfficeListPath, OTP_RESET_PATHS } from '@cri/shared/paths';
import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useFeatureFlags } from '../../../lib/feature-flags.tsx';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { resourceTitle } from './labels.ts';

const OTP_LINK: Partial<Record<Role, string>> = {
  ROLE_NATIONAL_SUPPORT: OTP_RESET_PATHS.national,
  ROLE_REGIONAL_SUPPORT: OTP_RESET_PATHS.regional,
};

/** The resources of the caller's back-office role, the audit and the security-code reset. */
export function BackOfficeNav() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { pathname } = useLocation();
  const roles = (user?.roles ?? []) as Role[];
  const flags = useFeatureFlags();
  const resources = [...new Set(roles.flatMap((r) => resourcesOfRole(r)))].filter((r) => !r.feature || flags[r.feature]);
  const otp = roles.map((r) => OTP_LINK[r]).find(Boolean);
  // The back-office projects list (spec 3 §7) and the accounts' life cycle (decision 088): the two support roles.
  const projects = roles.some((r) => r === 'ROLE_NATIONAL_SUPPORT' || r === 'ROLE_REGIONAL_SUPPORT');
  const link = (to: string, label: string) => (
    <Anchor
      key={to}
      component={Link}
      to={to}
      fw={pathname.startsWith(to) ? 700 : 400}
      aria-current={pathname === to ? 'page' : undefined}
    >
      {label}
    </Anchor>
  );
  return (
    <nav aria-label={t('backOffice.nav.label')}>
      <Group gap="lg" wrap="wrap" mb="md">
        {resources.map((r) => link(backOfficeListPath(r.name), resourceTitle(t, r.name)))}
        {projects ? link(BACK_OFFICE_PATHS.projects, t('backOffice.projects.title')) : null}
        {projects ? link(BACK_OFFICE_PATHS.lifeCycle, t('backOffice.lifeCycle.title')) : null}
        {link(BACK_OFFICE_PATHS.audit, t('backOffice.audit.title'))}
        {otp ? link(otp, t('otpReset.menu')) : null}
      </Group>
    </nav>
  );
}
