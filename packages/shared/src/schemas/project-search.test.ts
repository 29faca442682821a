import { describe, expect, it } from 'vitest';
import { emptySearchProjectForm, searchRequestOf, ZProjectSearchRequest, ZSearchProjectForm } from './project-search.ts';

describe('project search contract (spec 1 §2.4)', () => {
  it('needs 3 characters for a checked text criterion and a procedure when its box is on', () => {
    const form = { ...emptySearchProjectForm(), name: 'ab' };
    const res = ZSearchProjectForm.safeParse(form);
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]).toMatchObject({
      path: ['name'],
      message: 'searchBar.searchProjectForm.validationErrorTextField',
    });
    expect(ZSearchProjectForm.safeParse({ ...form, name: 'abc' }).success).toBe(true);
    // An unchecked criterion is not checked (nor sent).
    expect(ZSearchProjectForm.safeParse({ ...form, byName: false, byReference: false }).success).toBe(true);
    expect(ZSearchProjectForm.safeParse({ ...form, name: 'Hôtel', byProcedure: true }).success).toBe(false);
    expect(ZSearchProjectForm.safeParse({ ...form, name: 'Hôtel', byProcedure: true, procedure: 3 }).success).toBe(true);
  });

  it('sends province 0 as null and leaves out unchecked criteria', () => {
    const req = searchRequestOf({ ...emptySearchProjectForm(2), name: ' Hôtel ', reference: 'CRI-02', byReference: false });
    expect(req).toMatchObject({ region: 2, province: null, name: 'Hôtel', reference: null, procedure: null, page: 0 });
  });

  it('refuses short texts and unbounded pages on the wire, and reads 0 ids as "all"', () => {
    expect(ZProjectSearchRequest.safeParse({ name: 'ab' }).success).toBe(false);
    expect(ZProjectSearchRequest.safeParse({ page: 100_000 }).success).toBe(false);
    expect(ZProjectSearchRequest.parse({ province: 0, region: 0, name: '  ' })).toMatchObject({
      province: null,
      region: null,
      name: null,
    });
  });
});
