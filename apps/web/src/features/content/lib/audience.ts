import type { ContentAudience } from '@cri/shared/enums/content';

/** The FAQ tab and help text of a signed-in user (spec 3 §1: per role investor, advisor, commission member). */
export function audienceOf(roles: readonly string[] | null | undefined): ContentAudience {
  const held = roles ?? [];
  if (held.includes('ROLE_INVESTOR')) return 'INVESTOR';
  if (held.includes('ROLE_ADVISOR')) return 'ADVISOR';
  if (held.includes('ROLE_CRUI_MEMBER')) return 'CRUI_MEMBER';
  return 'PUBLIC';
}

/** The entries whose question or answer holds every word of the search (accents and case ignored). */
export function matchesSearch(search: string, ...texts: string[]): boolean {
  const fold = (value: string) =>
    value
      .normalize('NFD')
      .replace(/[\u0300-\u036f\u064b-\u0652]/g, '')
      .toLowerCase();
  const haystack = fold(texts.join(' '));
  return fold(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
