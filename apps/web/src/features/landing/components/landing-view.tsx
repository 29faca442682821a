import type { Role } from '@cri/shared/enums/roles';
import { hasPermission } from '@cri/shared/permissions';
import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { UserContext } from './user-context.tsx';

interface LandingViewProps {
  title: string;
  /** The page's roles, in order of preference: the user's first match names them on the page. */
  roles: readonly Role[];
  /** What this space is, for the matched role, in the present tense: never a promise of what is to come. */
  intro: (role: Role) => string;
  /**
   * The space of this role is not built yet: the page says so plainly (issue 13), without listing features
   * to come. Drop it from a page as soon as its area is built, and the notice goes with it.
   */
  notOpen?: (role: Role) => boolean;
  /** A list of facts already true (the version's changes, the habilitations held), under its heading. */
  list?: { title: string; items: readonly string[] };
  /** What the role can do here. */
  actions?: (role: Role) => ReactNode;
  children?: ReactNode;
}

/**
 * The landing page of a role (spec 1 §4.1): where the user is and what this space is. The route guard
 * has already checked the role, so a user is always present.
 */
export function LandingView({ title, roles, intro, notOpen, list, actions, children }: LandingViewProps) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const role = roles.find((r) => user?.roles.includes(r)) ?? roles[0];
  // The title, where the user is and the intro paint first; what follows (the role's lists and counts, the
  // heaviest part to render) renders right after, below them, so the page's largest text does not wait for it
  // (LCP, decision 105) and nothing already shown moves (it only ever arrives underneath).
  const rest = useDeferredValue(true, false);
  if (!user || !role) return null;
  return (
    <Stack gap="lg" maw={820}>
      <Title order={1}>{title}</Title>
      <UserContext user={user} role={role} />
      <Text size="lg">{intro(role)}</Text>
      {rest && notOpen?.(role) ? (
        <Alert
          variant="light"
          color="gray"
          icon={<IconInfoCircle aria-hidden="true" />}
          title={t('landing.shared.notOpenTitle')}
          data-testid="area-not-open"
        >
          {hasPermission(user.roles, 'search:projects') ? t('landing.shared.notOpenSearch') : t('landing.shared.notOpenText')}
        </Alert>
      ) : null}
      {rest ? actions?.(role) : null}
      {rest && list && list.items.length > 0 ? (
        <section aria-labelledby="landing-list">
          <Title order={2} size="h3" id="landing-list" mb="sm">
            {list.title}
          </Title>
          <List spacing="xs">
            {list.items.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </section>
      ) : null}
      {rest ? children : null}
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
