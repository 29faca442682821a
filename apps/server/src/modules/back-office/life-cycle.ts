import type { LifeCycleEvent, TLifeCycleAccount, TLifeCycleCount, TLifeCycleEntry } from '@cri/shared/back-office/life-cycle';
import { RESOURCES } from '@cri/shared/back-office/resources';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { activationTokens } from '../../db/schema/activation.ts';
import { backOfficeAudit } from '../../db/schema/back-office.ts';
import { otpResetHistory } from '../../db/schema/otp-reset.ts';
import { passwordResetTokens } from '../../db/schema/passwords.ts';
import { notFound } from '../../lib/app-error.ts';
import { regionCondition } from '../../lib/region-scope.ts';

/** The back-office resources whose records are accounts (their record id is the users row's id). */
const ACCOUNT_RESOURCES = RESOURCES.filter((r) => r.deleteMode === 'deactivate').map((r) => r.name);

interface Token {
  createdAt: Date;
  usedAt: Date | null;
}

/**
 * A link's use: its `usedAt`, unless that is the instant a newer link of the account was made (the newer one
 * replaced it: passwords and activation stamp the old links then) — a replaced link was never followed.
 */
function used(tokens: Token[]): Date[] {
  const created = new Set(tokens.map((t) => t.createdAt.getTime()));
  return tokens.flatMap((t) => (t.usedAt && !created.has(t.usedAt.getTime()) ? [t.usedAt] : []));
}

const activeOf = (v: unknown): boolean | undefined => {
  const a = (v as { active?: unknown } | null)?.active;
  return typeof a === 'boolean' ? a : undefined;
};

/** The account as the caller may see it: a regional support only its region's accounts (404 otherwise). */
async function accountOf(db: Db, user: TAccessClaims, username: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.username, username), regionCondition(user, users.regionId)));
  if (!row) throw notFound();
  return row;
}

/** Every recorded event of one account's life, newest first (decision 088). */
async function eventsOf(db: Db, account: typeof users.$inferSelect): Promise<TLifeCycleEntry[]> {
  const [activations, passwords, resets, audit] = await Promise.all([
    db
      .select({ createdAt: activationTokens.createdAt, usedAt: activationTokens.usedAt })
      .from(activationTokens)
      .where(eq(activationTokens.userId, account.id))
      .orderBy(asc(activationTokens.createdAt)),
    db
      .select({ createdAt: passwordResetTokens.createdAt, usedAt: passwordResetTokens.usedAt })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, account.id))
      .orderBy(asc(passwordResetTokens.createdAt)),
    db
      .select({ at: otpResetHistory.resetAt, by: otpResetHistory.resetByUsername })
      .from(otpResetHistory)
      .where(eq(otpResetHistory.userId, account.id)),
    db
      .select({
        at: backOfficeAudit.at,
        by: backOfficeAudit.actorUsername,
        action: backOfficeAudit.action,
        before: backOfficeAudit.before,
        after: backOfficeAudit.after,
      })
      .from(backOfficeAudit)
      .where(and(eq(backOfficeAudit.recordId, account.id), inArray(backOfficeAudit.resource, ACCOUNT_RESOURCES))),
  ]);
  const out: TLifeCycleEntry[] = [];
  const add = (at: Date, event: LifeCycleEvent, by: string | null = null) => out.push({ at: at.toISOString(), event, by });
  // Created in the back-office: the audit line says by whom, at the portal's clock; otherwise the row's date.
  const creation = audit.find((a) => a.action === 'create');
  add(creation?.at ?? account.createdAt, 'CREATED', creation?.by ?? null);
  for (const t of activations) add(t.createdAt, 'ACTIVATION_LINK_SENT');
  for (const at of used(activations)) add(at, 'ACTIVATED');
  for (const t of passwords) add(t.createdAt, 'PASSWORD_LINK_SENT');
  for (const at of used(passwords)) add(at, 'PASSWORD_SET');
  for (const r of resets) add(r.at, 'SECURITY_CODE_RESET', r.by);
  for (const a of audit) {
    if (a.action === 'create') continue;
    if (a.action === 'deactivate') add(a.at, 'DEACTIVATED', a.by);
    else {
      const [before, after] = [activeOf(a.before), activeOf(a.after)];
      add(
        a.at,
        before === true && after === false ? 'DEACTIVATED' : before === false && after === true ? 'REACTIVATED' : 'UPDATED',
        a.by,
      );
    }
  }
  if (account.lastConnectionAt) add(account.lastConnectionAt, 'LAST_SIGN_IN');
  // Newest first; at the same instant (created and its setup link) the later step first.
  return out.reverse().sort((a, b) => b.at.localeCompare(a.at));
}

/** GET /life-cycle-account?username. */
export async function lifeCycleAccount(db: Db, user: TAccessClaims, username: string): Promise<TLifeCycleAccount> {
  const account = await accountOf(db, user, username);
  const staff = !account.roles.includes('ROLE_INVESTOR');
  return {
    userId: account.id,
    username: account.username,
    firstName: account.firstName,
    lastName: account.lastName,
    roles: account.roles,
    regionId: account.regionId,
    enabled: account.enabled,
    securityCodeEnrolled: staff && !account.firstConnection && account.totpSecret !== null,
    events: await eventsOf(db, account),
  };
}

/** GET /life-cycle-account/count-by-investor?username: an investor account's events, counted by kind (404 for staff). */
export async function lifeCycleCount(db: Db, user: TAccessClaims, username: string): Promise<TLifeCycleCount> {
  const account = await accountOf(db, user, username);
  if (!account.roles.includes('ROLE_INVESTOR')) throw notFound();
  const events = await eventsOf(db, account);
  const counts: Partial<Record<LifeCycleEvent, number>> = {};
  for (const e of events) counts[e.event] = (counts[e.event] ?? 0) + 1;
  return { username: account.username, total: events.length, counts };
}
