import { ACCOUNT_ROLES } from '@cri/shared/enums/roles';
import { hasPermission } from '@cri/shared/permissions';
import { describe, expect, it } from 'vitest';
import { searchesProjects } from './role-groups.ts';

describe('searchesProjects', () => {
  it.each(ACCOUNT_ROLES)('agrees with the permission table for %s', (role) => {
    expect(searchesProjects([role])).toBe(hasPermission([role], 'search:projects'));
  });

  it('is false for a visitor', () => {
    expect(searchesProjects(null)).toBe(false);
  });
});
