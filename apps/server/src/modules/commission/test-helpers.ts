import { eq } from 'drizzle-orm';
import { cruiMembers, users } from '../../db/schema/accounts.ts';
import { projectSharedAdministrations } from '../../db/schema/advisor-review.ts';
import { projects } from '../../db/schema/projects.ts';
import type { TestApp } from '../../test/test-app.ts';
import { insertFile } from '../project-sharing/test-helpers.ts';

/**
 * A validated file shared with administrations and programmed in the session of `cruiDate` (the share and
 * schedule modules own those routes; the commission only needs a file in that state).
 */
export async function programmedFile(
  t: TestApp,
  opts: { regionId: number; administrationIds: number[]; cruiDate: string; at: Date },
): Promise<number> {
  const id = await insertFile(t, {
    regionId: opts.regionId,
    phases: ['IN_REVIEW', 'FILLED', 'SHARED_TO_CRUI_MEMBERS', 'SCHEDULED'],
    at: new Date(opts.at.getTime() - 3_600_000),
  });
  await t.database.db
    .insert(projectSharedAdministrations)
    .values(opts.administrationIds.map((administrationId) => ({ projectId: id, administrationId })));
  await t.database.db.update(projects).set({ cruiDate: opts.cruiDate }).where(eq(projects.id, id));
  return id;
}

/** A further CRUI member of the region (no sign-in needed: they only sit on commissions). */
export async function insertMember(
  t: TestApp,
  opts: { username: string; regionId: number; administrationId: number | null; focal?: boolean },
): Promise<number> {
  const [user] = await t.database.db
    .insert(users)
    .values({
      username: opts.username,
      passwordHash: 'not-a-hash',
      roles: ['ROLE_CRUI_MEMBER'],
      firstName: 'Membre',
      lastName: opts.username.split('@')[0] ?? 'x',
      regionId: opts.regionId,
      isCruiMember: true,
      isFocalMember: opts.focal ?? false,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('insert failed');
  await t.database.db.insert(cruiMembers).values({
    userId: user.id,
    regionId: opts.regionId,
    administrationId: opts.administrationId,
    isFocalMember: opts.focal ?? false,
    jobTitle: 'Représentant',
  });
  return user.id;
}

export async function userIdOf(t: TestApp, username: string): Promise<number> {
  const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!u) throw new Error(`no user ${username}`);
  return u.id;
}
