import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  sandboxRokhasArchitects,
  sandboxRokhasEntries,
  sandboxRokhasFolders,
  sandboxRokhasMembers,
  sandboxRokhasSettings,
} from '../../db/schema/rokhas.ts';
import type { Hmac } from '../../lib/hmac-secret.ts';
import { signedHeaders } from './signing.ts';

export const SANDBOX_BASE = '/sandbox/rokhas';
/** Test switches of the sandbox's API: answering, down (503), losing its answer after acting, slow. */
export const SANDBOX_MODES = ['NORMAL', 'DOWN', 'LOST_ANSWER', 'SLOW'] as const;
export type SandboxMode = (typeof SANDBOX_MODES)[number];
/** SLOW answers after this long (longer than the portal's default 5-second timeout). */
export const SLOW_ANSWER_MS = 6000;
const MAX_DELIVERIES = 20;

export type SandboxFolder = typeof sandboxRokhasFolders.$inferSelect;
export type SandboxEntry = typeof sandboxRokhasEntries.$inferSelect;
export type SandboxArchitect = typeof sandboxRokhasArchitects.$inferSelect;

const newId = (prefix: string) => `${prefix}-${randomBytes(9).toString('base64url')}`;

/**
 * The sandbox partner's own state (its sandbox_rokhas_* tables) and its callbacks to the portal: what the
 * real platform keeps on its side. Only the sandbox's routes use it; the portal reaches them over HTTP.
 */
export function createSandboxStore(deps: {
  db: Db;
  hmac: Hmac;
  now: () => Date;
  log?: { warn: (o: object, m: string) => void };
}) {
  const { db } = deps;

  async function deliver(entry: SandboxEntry): Promise<boolean> {
    const [folder] = await db.select().from(sandboxRokhasFolders).where(eq(sandboxRokhasFolders.id, entry.folderId));
    if (!folder) return false;
    const body = JSON.stringify(
      entry.type === 'COMMENT'
        ? { type: 'COMMENT', folderId: folder.id, comment: { id: entry.id, ...entry.data } }
        : { type: 'SITUATION', folderId: folder.id, situation: { id: entry.id, ...entry.data } },
    );
    const url = new URL(folder.callbackUrl);
    await db
      .update(sandboxRokhasEntries)
      .set({ attempts: sql`${sandboxRokhasEntries.attempts} + 1` })
      .where(eq(sandboxRokhasEntries.id, entry.id));
    try {
      const headers = await signedHeaders(deps.hmac, 'to-portal', {
        id: `evt-${entry.id}`,
        method: 'POST',
        path: url.pathname,
        body,
        now: deps.now(),
      });
      const res = await fetch(url, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(5000),
        redirect: 'error',
      });
      // 409: the portal has this event already (an earlier answer was lost): delivered.
      if (!res.ok && res.status !== 409) throw new Error(`portal answered ${res.status}`);
      await db.update(sandboxRokhasEntries).set({ deliveredAt: deps.now() }).where(eq(sandboxRokhasEntries.id, entry.id));
      return true;
    } catch (error) {
      deps.log?.warn({ err: error, entryId: entry.id }, 'sandbox Rokhas callback not delivered');
      return false;
    }
  }

  return {
    async mode(): Promise<SandboxMode> {
      const [row] = await db.select().from(sandboxRokhasSettings).where(eq(sandboxRokhasSettings.name, 'mode'));
      return (SANDBOX_MODES as readonly string[]).includes(row?.value ?? '') ? (row?.value as SandboxMode) : 'NORMAL';
    },
    async setMode(mode: SandboxMode) {
      await db
        .insert(sandboxRokhasSettings)
        .values({ name: 'mode', value: mode })
        .onConflictDoUpdate({ target: sandboxRokhasSettings.name, set: { value: mode } });
    },

    async architectByEmail(email: string) {
      const [row] = await db
        .select()
        .from(sandboxRokhasArchitects)
        .where(eq(sandboxRokhasArchitects.email, email.trim().toLowerCase()));
      return row ?? null;
    },
    architects: () => db.select().from(sandboxRokhasArchitects).orderBy(asc(sandboxRokhasArchitects.email)),
    async addArchitect(a: { email: string; fullName: string; authorizationNumber: string }) {
      await db
        .insert(sandboxRokhasArchitects)
        .values({ ...a, email: a.email.trim().toLowerCase(), createdAt: deps.now() })
        .onConflictDoNothing();
    },

    async memberByUsername(username: string) {
      const [row] = await db.select().from(sandboxRokhasMembers).where(eq(sandboxRokhasMembers.username, username));
      return row ?? null;
    },
    async memberById(id: number) {
      const [row] = await db.select().from(sandboxRokhasMembers).where(eq(sandboxRokhasMembers.id, id));
      return row ?? null;
    },

    /**
     * The folder of an idempotency key: created by its first request, the same one answered to every
     * repetition (counted in request_count).
     */
    async receiveFolder(input: {
      idempotencyKey: string;
      kind: 'SHARE' | 'SEND';
      data: Record<string, unknown>;
      callbackUrl: string;
      commentHours: number | null;
    }): Promise<SandboxFolder> {
      const now = deps.now();
      const year = now.getUTCFullYear();
      const [row] = await db
        .insert(sandboxRokhasFolders)
        .values({
          id: newId('RKF'),
          idempotencyKey: input.idempotencyKey,
          kind: input.kind,
          reference: `RKH-${year}-${randomBytes(3).toString('hex').toUpperCase()}`,
          data: input.data,
          callbackUrl: input.callbackUrl,
          commentDeadline: input.commentHours ? new Date(now.getTime() + input.commentHours * 3_600_000) : null,
          receivedAt: now,
        })
        .onConflictDoUpdate({
          target: sandboxRokhasFolders.idempotencyKey,
          set: { requestCount: sql`${sandboxRokhasFolders.requestCount} + 1` },
        })
        .returning();
      if (!row) throw new Error('sandbox folder not stored');
      return row;
    },
    async folder(id: string) {
      const [row] = await db.select().from(sandboxRokhasFolders).where(eq(sandboxRokhasFolders.id, id));
      return row ?? null;
    },
    folders: () => db.select().from(sandboxRokhasFolders).orderBy(desc(sandboxRokhasFolders.receivedAt)).limit(200),
    entries: (folderId: string) =>
      db
        .select()
        .from(sandboxRokhasEntries)
        .where(eq(sandboxRokhasEntries.folderId, folderId))
        .orderBy(asc(sandboxRokhasEntries.createdAt)),

    /** A comment or situation entered by a technical member, then called back to the portal. */
    async addEntry(input: { folderId: string; type: 'COMMENT' | 'SITUATION'; data: Record<string, unknown> }) {
      const [entry] = await db
        .insert(sandboxRokhasEntries)
        .values({ id: newId(input.type === 'COMMENT' ? 'C' : 'S'), ...input, createdAt: deps.now() })
        .returning();
      if (!entry) throw new Error('sandbox entry not stored');
      return { entry, delivered: await deliver(entry) };
    },

    /** Callbacks not delivered yet (the portal was down), tried again; by the portal's Rokhas job. */
    async redeliver(): Promise<number> {
      const pending = await db
        .select()
        .from(sandboxRokhasEntries)
        .where(and(isNull(sandboxRokhasEntries.deliveredAt), lt(sandboxRokhasEntries.attempts, MAX_DELIVERIES)))
        .limit(50);
      let delivered = 0;
      for (const entry of pending) if (await deliver(entry)) delivered += 1;
      return delivered;
    },
  };
}
export type SandboxStore = ReturnType<typeof createSandboxStore>;
