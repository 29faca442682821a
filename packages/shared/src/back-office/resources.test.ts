import { describe, expect, it } from 'vitest';
import { ROLES } from '../enums/roles.ts';
import { hasPermission, PERMISSIONS, rolesWithPermission } from '../permissions.ts';
import { bodySchema, exportPathOf, listQuerySchema, type Operation, offers, resourceRoutes } from './resource.ts';
import { CRUI_MEMBERS, RECOMMENDATION_RULES, RESOURCES, resourceByName } from './resources.ts';

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
      // Every resource is listed, read and updated; creation and deletion may be left out (one record per region).
      for (const op of ['list', 'read', 'update'] as const) expect(offers(r, op), `${r.name} ${op}`).toBe(true);
      const extra = (op: Operation, alias?: string) => (offers(r, op) ? 1 + (alias ? 1 : 0) : 0);
      // A resource with a file (decision 087): its multipart calls and the file's download.
      const uploads = r.upload ? r.upload.create.length + r.upload.update.length + 1 : 0;
      expect(resourceRoutes(r)).toHaveLength(
        4 + extra('create', r.aliases?.create) + extra('delete') + (r.aliases?.update ? 1 : 0) + uploads,
      );
    }
  });

  it('checks a lookup field and a file upload against their declaration (decision 087)', () => {
    for (const r of RESOURCES) {
      for (const f of r.fields.filter((x) => x.lookup)) {
        // A lookup narrows by the record's region: the resource has one (the sector tree is national).
        if (f.lookup !== 'sectors')
          expect(
            r.fields.some((x) => x.name === 'regionId'),
            `${r.name}.${f.name}`,
          ).toBe(true);
        expect(['ids', 'int'], `${r.name}.${f.name}`).toContain(f.kind);
      }
      if (!r.upload) continue;
      expect(r.fields.find((x) => x.name === r.upload?.flag)?.readOnly, `${r.name} flag`).toBe(true);
      expect(r.upload.accepted.length).toBeGreaterThan(0);
      for (const p of r.upload.update) expect(p).toContain(':id');
    }
    expect(CRUI_MEMBERS.upload.accepted).toEqual(['image/png', 'image/jpeg']);
    const routes = resourceRoutes(CRUI_MEMBERS).map((x) => x.route);
    expect(routes).toContain('POST /users/crui-member/new');
    expect(routes).toContain('GET /back-office/crui-members/:id/signature-picture');
  });

  it("checks a `codes` field's values against its code list, on the field itself (decision 098)", () => {
    const schema = bodySchema(RECOMMENDATION_RULES, 'update');
    const base = { procedureId: 3, reasonFr: 'Motif', reasonAr: 'سبب', priority: 1, landNeeded: 'YES' };
    expect(schema.parse({ ...base, advancementStages: ['STARTING', 'PREPARING'] }).advancementStages).toEqual([
      'STARTING',
      'PREPARING',
    ]);
    expect(schema.parse(base).advancementStages).toEqual([]);
    const refused = schema.safeParse({ ...base, advancementStages: ['PREPARING', 'SOMEDAY'] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['advancementStages', 'errors.field.invalid'],
    ]);
  });

  it('names only declared fields in columns, filters, sort and search, and regional resources carry a region', () => {
    for (const r of RESOURCES) {
      const names = r.fields.map((f) => f.name);
      for (const n of [...r.listColumns, ...r.filters, ...r.sort, ...r.search]) expect(names, `${r.name}.${n}`).toContain(n);
      if (r.regionScoped) expect(r.fields.find((f) => f.name === 'regionId')?.kind).toBe('region');
      for (const f of r.fields.filter((x) => x.ref)) {
        // The form offers the named resource's records: each role of this resource may list them.
        const ref = resourceByName(f.ref ?? '');
        expect(ref, `${r.name}.${f.name}`).toBeDefined();
        for (const role of r.roles)
          expect(hasPermission([role], ref?.access.list ?? 'manage:content'), `${r.name}.${f.name}`).toBe(true);
      }
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

  it('checks dates and times: a real calendar day, an optional one left empty', () => {
    const scales = resourceByName('fee-scales');
    const centre = resourceByName('centre-information');
    if (!scales || !centre) throw new Error('fee-scales, centre-information');
    const dateOf = (validFrom: unknown, validTo: unknown) =>
      bodySchema(scales, 'create').shape.validFrom?.safeParse(validFrom).success &&
      bodySchema(scales, 'create').shape.validTo?.safeParse(validTo).success;
    expect(dateOf('2024-02-29', '')).toBe(true);
    expect(dateOf('2024-02-29', null)).toBe(true);
    expect(dateOf('2023-02-29', '')).toBe(false);
    expect(dateOf('2024-13-01', '')).toBe(false);
    expect(dateOf('', '')).toBe(false);
    expect(dateOf('2024-01-01', '2024-02-31')).toBe(false);
    const opening = bodySchema(centre, 'update').shape.openingTime;
    expect(opening?.safeParse('').success).toBe(true);
    expect(opening?.safeParse('08:30').success).toBe(true);
    expect(opening?.safeParse('24:00').success).toBe(false);
    expect(Object.keys(bodySchema(centre, 'update').shape)).not.toContain('regionId');
  });

  it('offers each export to its role, over the resources that role lists', () => {
    const of = (name: string, role: string) => {
      const r = resourceByName(name);
      if (!r) throw new Error(name);
      return exportPathOf(r, [role]);
    };
    expect(of('advisors', 'ROLE_NATIONAL_SUPPORT')).toBe('/national-support/export');
    expect(of('fee-scales', 'ROLE_NATIONAL_CONTENT_MANAGER')).toBe('/national-content-manager/export');
    expect(of('fee-scales', 'ROLE_NATIONAL_SUPPORT')).toBeUndefined();
    expect(of('advisors', 'ROLE_REGIONAL_SUPPORT')).toBeUndefined();
  });
});
