import { integer, PgDialect, pgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { isRegional, regionCondition } from './region-scope.ts';

const rows = pgTable('rows', { regionId: integer('region_id') });
const dialect = new PgDialect();
const render = (user: Parameters<typeof regionCondition>[0]) => {
  const condition = regionCondition(user, rows.regionId);
  return condition ? dialect.sqlToQuery(condition) : undefined;
};

describe('regionCondition', () => {
  it('limits a regional role to its own region', () => {
    expect(render({ roles: ['ROLE_ADVISOR'], regionId: 2 })).toMatchObject({ sql: '"rows"."region_id" = $1', params: [2] });
  });

  it('shows nothing to a regional user without a region', () => {
    expect(render({ roles: ['ROLE_CRUI_MEMBER'], regionId: null })?.sql).toBe('false');
  });

  it('leaves national roles and investors unscoped (investors are scoped by ownership instead)', () => {
    expect(render({ roles: ['ROLE_NATIONAL_CONSULTATION'], regionId: null })).toBeUndefined();
    expect(render({ roles: ['ROLE_INVESTOR'], regionId: null })).toBeUndefined();
    expect(render(null)).toBeUndefined();
    expect(isRegional({ roles: ['ROLE_MONITORING_MANAGER'] })).toBe(true);
  });
});
