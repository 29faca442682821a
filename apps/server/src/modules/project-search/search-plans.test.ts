import { ZProjectSearchRequest } from '@cri/shared/schemas/project-search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema.ts';
import { planNodes, queryPlan } from '../../test/query-plan.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { criteriaCondition } from './repository.ts';

/**
 * Decision 100 (bench/national-scale.mjs): at 1 000 000 files the searches by investor and by land number read
 * indexes only. A test database holds a few rows, where a sequential read is rightly cheaper, so sequential reads
 * are priced out (enable_seqscan off): what is checked is that an index path exists for every table, which the
 * former shapes (an EXISTS probe per file, OR-ed with the company's name) did not have.
 */
describe('the search by investor and by land number is served by indexes (decision 100)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const planOf = async (criteria: Record<string, unknown>) => {
    const where = criteriaCondition(ZProjectSearchRequest.parse(criteria));
    const query = t.database.db.select({ id: projects.id }).from(projects).where(where).getSQL();
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryPlan(tx, query);
    });
    const nodes = planNodes(plan);
    return {
      seqScans: nodes.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name']),
      indexes: new Set(nodes.map((n) => n['Index Name']).filter(Boolean)),
      /** What each index was asked, by index name. */
      asked: Object.fromEntries(nodes.filter((n) => n['Index Cond']).map((n) => [n['Index Name'], n['Index Cond']])),
      filters: nodes.map((n) => n.Filter ?? '').join(' '),
    };
  };

  it('by investor: the company name and the accounts by their trigram indexes, the files by their owner', async () => {
    const plan = await planOf({ investor: 'Amrani' });
    expect(plan.seqScans).toEqual([]);
    expect(plan.indexes).toContain('projects_company_name_trgm_idx');
    expect(plan.indexes).toContain('projects_representative_identity_idx');
    expect(plan.indexes).toContain('projects_user_idx');
    expect(plan.indexes).toContain('users_full_name_trgm_idx');
    expect(plan.indexes).toContain('users_reversed_name_trgm_idx');
  });

  it('by land number: the parcels by title and requisition indexes, the files by their key', async () => {
    const plan = await planOf({ landNumber: '45871/C' });
    expect(plan.seqScans).toEqual([]);
    expect(plan.indexes).toContain('project_lands_title_idx');
    expect(plan.indexes).toContain('project_lands_requisition_trgm_idx');
    expect(plan.indexes).toContain('projects_pkey');
  });

  it('asks the trigram indexes for the digits of a reference, a name or an investor only, the whole text compared on each row found (decision 124)', async () => {
    const reference = await planOf({ reference: 'CRI-02-2026-000951' });
    expect(reference.asked.projects_reference_trgm_idx).toContain("'%000951%'");
    expect(reference.asked.projects_reference_trgm_idx).not.toContain('CRI-02');
    expect(reference.filters).toContain('%CRI-02-2026-000951%');
    const name = await planOf({ name: 'Clinique Souss 123456' });
    expect(name.asked.projects_region_name_lower_trgm_idx).toContain("'%123456%'");
    expect(name.filters).toContain("~~ '%clinique souss 123456%'");
    const investor = await planOf({ investor: 'Amrani 15441' });
    expect(investor.asked.projects_company_name_trgm_idx).toContain("'%15441%'");
    expect(investor.asked.users_full_name_trgm_idx).toContain("'%15441%'");
    // Without five digits in a row, and words whose ends are not fewer than its trigrams, the whole text is asked.
    expect((await planOf({ reference: 'CRI-02-2026' })).asked.projects_reference_trgm_idx).toContain('%CRI-02-2026%');
  });

  it("asks the lower-case name's trigram index for the ends of the words, the whole name compared on each row found (decision 125)", async () => {
    const name = await planOf({ name: 'Clinique Souss' });
    expect(name.asked.projects_region_name_lower_trgm_idx).toContain("name_lower ~~ '%cli%que%souss%'");
    expect(name.asked.projects_region_name_lower_trgm_idx).not.toContain('Clinique Souss');
    expect(name.filters).toContain("(name_lower || ''::text) ~~ '%clinique souss%'");
    // A name whose ends are not fewer trigrams: the whole name, in lower case.
    expect((await planOf({ name: 'Oasis' })).asked.projects_region_name_lower_trgm_idx).toContain("name_lower ~~ '%oasis%'");
  });
});
