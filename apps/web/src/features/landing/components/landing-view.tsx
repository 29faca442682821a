import type { Role } from '@cri/shared/enums/roles';
import { List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { UserContext } from './user-context.tsx';

interface LandingViewProps {
  title: string;
  /** The page's roles, in order of preference: the user's first match names them on the page. */
  roles: readonly Role[];
  /** Role-specific text: given the matched role, the intro and the services to come. */
  intro: (role: Role) => string;
  services: (role: Role) => readonly string[];
  /** Heading of the services list, "What comes to this space" by default. */
  nextTitle?: string;
  /** The note under the list; null for a list of things already there. */
  nextNote?: string | null;
  /** What the role can already do here, shown above what is still to come. */
  actions?: (role: Role) => ReactNode;
  children?: ReactNode;
}

/**
 * The landing page of a role (spec 1 §4.1): where the user is, and in plain words which services will
 * open here. The route guard has already checked the role, so a user is always present.
 */
export function LandingView({ title, roles, intro, services, nextTitle, nextNote, actions, children }: LandingViewProps) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const role = roles.find((r) => user?.roles.includes(r)) ?? roles[0];
  if (!user || !role) return null;
  const items = services(role);
  return (
    <Stack gap="lg" maw={820}>
      <Title order={1}>{title}</Title>
      <UserContext user={user} role={role} />
      <Text size="lg">{intro(role)}</Text>
      {actions?.(role)}
      {items.length > 0 && (
        <section aria-labelledby="landing-next">
          <Title order={2} size="h3" id="landing-next" mb="sm">
            {nextTitle ?? t('landing.shared.nextTitle')}
          </Title>
          <List spacing="xs">
            {items.map((service) => (
              <List.Item key={service}>{service}</List.Item>
            ))}
          </List>
          {nextNote !== null && (
            <Text mt="md" c="dimmed">
              {nextNote ?? t('landing.shared.nextNote')}
            </Text>
          )}
        </section>
      )}
      {children}
    </Stack>
  );
}

/** i18next returns the array of a key with returnObjects; anything else (a missing key) yields no items. */
export function useStringList() {
  const { t } = useTranslation();
  return (key: string): readonly string[] => {
    const value: unknown = t(key, { returnObjects: true });
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  };
}
