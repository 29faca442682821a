import { describe, expect, it } from 'vitest';
import { ROLES } from '../enums/roles.ts';
import { PERMISSIONS, rolesWithPermission } from '../permissions.ts';
import { bodySchema, listQuerySchema, type Operation, resourceRoutes } from './resource.ts';
import { RESOURCES, resourceByName } from './resources.ts';

const OPERATIONS: Operation[] = ['list', 'read', 'create', 'update', 'delete'];

describe('back-office resource declarations (decision 060)', () => {
  it('gives every resource a unique name, access rules for each operation and a body schema', () => {
    expect(new Set(RESOURCES.map((r) => r.name)).size).toBe(RESOURCES.length);
    for (const r of RESOURCES) {
      for (const op of OPERATIONS) {
        expect(PERMISSIONS, `${r.name} ${op}`).toContain(r.access[op]);
        // Deny by default does not mean nobody: some role holds each permission, and it is a back-office role.
        const holders = rolesWithPermission(r.access[op]);
        expect(holders.length, `${r.name} ${op}`).toBeGreaterThan(0);
        for (const role of r.roles) expect(holders, `${r.name}: ${role} ${op}`).toContain(role);
      }
      expect(bodySchema(r, 'create').shape).not.toEqual({});
      expect(listQuerySchema(r).safeParse({}).success).toBe(true);
      expect(resourceRoutes(r)).toHaveLength(6 + (r.aliases?.create ? 1 : 0) + (r.aliases?.update ? 1 : 0));
    }
  });

  it('names only declared fields in columns, filters, sort and search, and regional resources carry a region', () => {
    for (const r of RESOURCES) {
      const names = r.fields.map((f) => f.name);
      for (const n of [...r.listColumns, ...r.filters, ...r.sort, ...r.search]) expect(names, `${r.name}.${n}`).toContain(n);
      if (r.regionScoped) expect(r.fields.find((f) => f.name === 'regionId')?.kind).toBe('region');
      for (const f of r.fields.filter((x) => x.kind === 'ids' && x.ref)) expect(resourceByName(f.ref ?? '')).toBeDefined();
      for (const role of r.roles) expect(ROLES).toContain(role);
    }
  });

  it('keeps a set-once field out of the update body and refuses an unknown enum value', () => {
    const accounts = resourceByName('national-accounts');
    if (!accounts) throw new Error('national-accounts');
    expect(Object.keys(bodySchema(accounts, 'update').shape)).not.toContain('username');
    const res = bodySchema(accounts, 'create').safeParse({
      username: 'a@b.ma',
      firstName: 'A',
      lastName: 'B',
      role: 'ROLE_INVESTOR',
    });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.message).toBe('errors.field.required');
  });
});
