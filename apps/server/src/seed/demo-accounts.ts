import { isSecurityCodeRole } from '@cri/shared/enums/roles';
import { PASSWORD_VALIDITY_DAYS } from '@cri/shared/limits';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { advisors, cruiMembers, regionalSupports, users } from '../db/schema/accounts.ts';
import { administrations } from '../db/schema/reference-data.ts';
import { hashPassword } from '../lib/password.ts';
import { DEMO_ACCOUNT_SPECS, type DemoAccountSpec } from './demo-account-list.ts';

/** The password of every demo account (meets the policy: 8+ characters, lower, upper, digit, special). */
export const DEMO_PASSWORD = 'Demo@CRI2026';

export interface DemoAccount {
  role: DemoAccountSpec['role'];
  username: string;
  description: string;
  regionId: number | null;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = DEMO_ACCOUNT_SPECS.map(({ role, username, description, regionId }) => ({
  role,
  username,
  description,
  regionId,
}));

// One scrypt hash per process: this seed runs for every test file.
let demoHash: Promise<string> | undefined;

const isoDate = (daysFromToday: number): string => new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);

function userRow(spec: DemoAccountSpec, passwordHash: string): typeof users.$inferInsert {
  const staff = isSecurityCodeRole([spec.role]);
  return {
    username: spec.username,
    passwordHash,
    roles: [spec.role],
    title: spec.title,
    firstName: spec.firstName,
    lastName: spec.lastName,
    regionId: spec.regionId,
    habilitations: spec.habilitations ?? [],
    passwordExpirationDate: isoDate(spec.passwordExpiresInDays ?? PASSWORD_VALIDITY_DAYS),
    // Staff start at the authenticator set-up (spec 1 §4.1 step 2); investors need no security code.
    firstConnection: staff,
    enabled: spec.enabled ?? true,
    isDirector: spec.crui?.director ?? false,
    isWali: spec.crui?.wali ?? false,
    isFocalMember: spec.crui?.focal ?? false,
    isCruiMember: spec.crui !== undefined,
    mobilePhone: '0661000000',
  };
}

/** Ids of the administrations the demo CRUI members belong to, by code (reference data is seeded first). */
async function administrationIds(db: Db | Tx): Promise<Map<string, number>> {
  const codes = DEMO_ACCOUNT_SPECS.flatMap((s) => (s.crui?.administration ? [s.crui.administration] : []));
  const rows = await db
    .select({ id: administrations.id, code: administrations.code })
    .from(administrations)
    .where(inArray(administrations.code, codes));
  return new Map(rows.map((r) => [r.code, r.id]));
}

async function insertStaffRecords(tx: Tx, specs: DemoAccountSpec[], idOf: Map<string, number>): Promise<void> {
  const adminIdOf = await administrationIds(tx);
  const rows = specs.flatMap((spec) => {
    const userId = idOf.get(spec.username);
    return userId === undefined || spec.regionId === null ? [] : [{ spec, userId, regionId: spec.regionId }];
  });
  const advisorRows = rows.filter((r) => r.spec.advisor).map(({ userId, regionId }) => ({ userId, regionId }));
  const supportRows = rows.flatMap(({ spec, userId, regionId }) =>
    spec.regionalSupport ? [{ userId, regionId, canResetOtp: spec.regionalSupport.canResetOtp }] : [],
  );
  const memberRows = rows.flatMap(({ spec: { crui }, userId, regionId }) =>
    crui
      ? [
          {
            userId,
            regionId,
            jobTitle: crui.jobTitle,
            administrationId: crui.administration ? (adminIdOf.get(crui.administration) ?? null) : null,
            isFocalMember: crui.focal ?? false,
            permanent: crui.director ?? crui.wali ?? false,
            director: crui.director ?? false,
            actSignatory: crui.actSignatory ?? false,
            hasEsignKey: crui.actSignatory ?? crui.director ?? false,
            governor: crui.wali ?? false,
          },
        ]
      : [],
  );
  if (advisorRows.length) await tx.insert(advisors).values(advisorRows).onConflictDoNothing();
  if (supportRows.length) await tx.insert(regionalSupports).values(supportRows).onConflictDoNothing();
  if (memberRows.length) await tx.insert(cruiMembers).values(memberRows).onConflictDoNothing();
}

/**
 * Demo accounts (never in production): inserted when their username is missing, so accounts changed
 * by hand during a demo are left alone. Regions 2 and 10 come from the reference data seeded before.
 */
export async function seedDemoAccounts(db: Db): Promise<DemoAccount[]> {
  const usernames = DEMO_ACCOUNT_SPECS.map((s) => s.username);
  const present = new Set(
    (await db.select({ username: users.username }).from(users).where(inArray(users.username, usernames))).map((r) => r.username),
  );
  const missing = DEMO_ACCOUNT_SPECS.filter((s) => !present.has(s.username));
  if (missing.length > 0) {
    demoHash ??= hashPassword(DEMO_PASSWORD);
    const passwordHash = await demoHash;
    await db.transaction(async (tx) => {
      // Another instance starting at the same time may insert some first: those are skipped.
      const inserted = await tx
        .insert(users)
        .values(missing.map((s) => userRow(s, passwordHash)))
        .onConflictDoNothing({ target: users.username })
        .returning({ id: users.id, username: users.username });
      await insertStaffRecords(tx, missing, new Map(inserted.map((r) => [r.username, r.id])));
    });
  }
  // Demo CRUI members created before they had an administration get theirs (files are shared by administration).
  const adminIdOf = await administrationIds(db);
  for (const spec of DEMO_ACCOUNT_SPECS) {
    const administrationId = spec.crui?.administration ? adminIdOf.get(spec.crui.administration) : undefined;
    if (administrationId === undefined || !present.has(spec.username)) continue;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, spec.username));
    if (user)
      await db
        .update(cruiMembers)
        .set({ administrationId })
        .where(and(eq(cruiMembers.userId, user.id), isNull(cruiMembers.administrationId)));
  }
  // The accounts showing the expiry banner and the expired-password page keep those states on a
  // database that lives longer than a few days.
  for (const spec of DEMO_ACCOUNT_SPECS) {
    if (spec.passwordExpiresInDays === undefined || !present.has(spec.username)) continue;
    await db
      .update(users)
      .set({ passwordExpirationDate: isoDate(spec.passwordExpiresInDays) })
      .where(eq(users.username, spec.username));
  }
  return [...DEMO_ACCOUNTS];
}
