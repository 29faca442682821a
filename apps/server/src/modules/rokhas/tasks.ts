import { canMoveTo } from '@cri/shared/enums/project-phases';
import { nextAttemptDelayMs, PARTNER_TASK_MAX_ATTEMPTS, ROKHAS_COMMENT_WINDOW_HOURS } from '@cri/shared/rules/rokhas';
import { sql } from 'drizzle-orm';
import { latestPhase, recordPhase } from '../../core/project-lifecycle/phases.ts';
import { lockProjectRow } from '../../core/project-lifecycle/project-lock.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { FolderData, RokhasPartner } from '../../partners/rokhas/partner.ts';
import { type PartnerEntry, storePartnerEntry, tellAdvisor } from './callbacks.ts';
import type { RokhasContext } from './context.ts';
import * as repo from './repository.ts';

/** Key of the Rokhas job's PostgreSQL advisory lock (unique among the jobs). */
export const ROKHAS_JOB_LOCK_KEY = 5_060_014;
/** An attempt holds its task this long; past it, another instance may take the task again. */
const LEASE_MS = 2 * 60_000;

type Ctx = Pick<RokhasContext, 'db' | 'now' | 'partner' | 'callbackUrl' | 'log'>;
type Outcome =
  | { kind: 'VERIFY_ARCHITECT'; exists: boolean; fullName: string | null }
  | { kind: 'SHARE_FOLDER' | 'SEND_FOLDER'; folderId: string; reference: string; commentDeadline: string | null };

async function perform(partner: RokhasPartner, task: repo.TaskRow, callbackUrl: string): Promise<Outcome> {
  const payload = task.payload;
  if (task.kind === 'VERIFY_ARCHITECT') {
    const answer = await partner.verifyArchitect({ email: String(payload.email), requestId: task.idempotencyKey });
    return { kind: task.kind, ...answer };
  }
  if (task.kind === 'SHARE_FOLDER') {
    const answer = await partner.shareFolder({
      idempotencyKey: task.idempotencyKey,
      callbackUrl,
      commentHours: ROKHAS_COMMENT_WINDOW_HOURS,
      folder: payload.folder as FolderData,
    });
    return { kind: task.kind, ...answer };
  }
  const answer = await partner.sendFolder({
    idempotencyKey: task.idempotencyKey,
    callbackUrl,
    folder: payload.folder as Parameters<RokhasPartner['sendFolder']>[0]['folder'],
  });
  return { kind: 'SEND_FOLDER', ...answer, commentDeadline: null };
}

/** What a partner's answer changes in the file, in the transaction that marks the task DONE. */
async function apply(tx: DbOrTx, task: repo.TaskRow, outcome: Outcome, at: Date): Promise<void> {
  if (outcome.kind === 'VERIFY_ARCHITECT') {
    await repo.saveArchitectCheck(tx, {
      projectId: task.projectId,
      email: String(task.payload.email),
      status: outcome.exists ? 'EXIST' : 'NOT_EXIST',
      partnerArchitectName: outcome.fullName,
      checkedAt: at,
    });
    return;
  }
  await repo.insertFolder(tx, {
    projectId: task.projectId,
    procedureId: task.procedureId,
    kind: outcome.kind === 'SHARE_FOLDER' ? 'SHARED' : 'SENT',
    partnerFolderId: outcome.folderId,
    partnerReference: outcome.reference,
    taskId: task.id,
    at,
    commentDeadline: outcome.commentDeadline ? new Date(outcome.commentDeadline) : null,
  });
  if (outcome.kind === 'SHARE_FOLDER') {
    const latest = await latestPhase(tx, task.projectId);
    if (canMoveTo(latest?.title ?? null, 'SHARED_FOLDER_WITH_ROKHAS'))
      await recordPhase(tx, {
        projectId: task.projectId,
        title: 'SHARED_FOLDER_WITH_ROKHAS',
        by: task.createdBy,
        at,
        visibleToInvestor: false,
        metadata: [{ name: 'SHARED_FOLDER_ID', value: outcome.folderId }],
      });
  }
}

/**
 * One attempt of a task (decision 039): taken (ONGOING, lease), the partner called outside any
 * transaction, then DONE with its effect in one transaction, or FAILED with the time of the next try
 * (none after PARTNER_TASK_MAX_ATTEMPTS). A task someone else holds is left alone.
 */
export async function attemptTask(ctx: Ctx, taskId: number): Promise<void> {
  const task = await ctx.db.transaction((tx) => repo.claimTask(tx, taskId, ctx.now(), LEASE_MS));
  if (!task) return;
  let outcome: Outcome;
  try {
    outcome = await perform(ctx.partner, task, ctx.callbackUrl());
  } catch (error) {
    const at = ctx.now();
    ctx.log?.warn({ err: error, taskId: task.id, kind: task.kind }, 'Rokhas call failed; retried later');
    await repo.finishTask(ctx.db, task.id, {
      status: 'FAILED',
      at,
      lastError: (error as Error).message.slice(0, 500),
      nextAttemptAt:
        task.attempts >= PARTNER_TASK_MAX_ATTEMPTS ? null : new Date(at.getTime() + nextAttemptDelayMs(task.attempts)),
    });
    return;
  }
  await ctx.db.transaction(async (tx) => {
    const at = ctx.now();
    await lockProjectRow(tx, task.projectId);
    await apply(tx, task, outcome, at);
    await repo.finishTask(tx, task.id, { status: 'DONE', at });
  });
}

/**
 * The Rokhas job: under its advisory lock (one instance at a time), the tasks due again — failed ones
 * whose wait is over, ones never tried (the instance stopped first), ones whose attempt's lease ran out.
 */
export async function retryPartnerTasks(ctx: Ctx): Promise<{ locked: boolean; attempted: number }> {
  const ids = await ctx.db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${ROKHAS_JOB_LOCK_KEY}) as ok`);
    const rows = Array.isArray(lock) ? lock : ((lock as { rows?: unknown[] }).rows ?? []);
    if (!(rows[0] as { ok?: boolean } | undefined)?.ok) return null;
    return repo.dueTaskIds(tx, ctx.now(), 20);
  });
  if (ids === null) return { locked: false, attempted: 0 };
  for (const id of ids) await attemptTask(ctx, id);
  return { locked: true, attempted: ids.length };
}

/** A folder's situation is read again from the partner at most this often. */
export const SITUATION_READ_EVERY_MS = 15 * 60_000;

/**
 * The other half of the Rokhas job: the situation of the folders still moving (sent and not finally
 * examined; shared, until an hour after the comment window) is read from the partner (`readSituation`)
 * and what the portal does not hold yet — a callback lost on the way — is stored as if called back
 * (storePartnerEntry: once, by the partner's entry id), the advisor told. A partner that does not answer
 * leaves the folder for the next run. Under the job's advisory lock, like the retries.
 */
export async function readFolderSituations(ctx: Ctx): Promise<{ locked: boolean; read: number; added: number }> {
  const folders = await ctx.db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${ROKHAS_JOB_LOCK_KEY}) as ok`);
    const rows = Array.isArray(lock) ? lock : ((lock as { rows?: unknown[] }).rows ?? []);
    if (!(rows[0] as { ok?: boolean } | undefined)?.ok) return null;
    return repo.foldersToRead(tx, ctx.now(), SITUATION_READ_EVERY_MS, 20);
  });
  if (folders === null) return { locked: false, read: 0, added: 0 };
  let read = 0;
  let added = 0;
  for (const folder of folders) {
    let situation: Awaited<ReturnType<RokhasPartner['readSituation']>>;
    try {
      situation = await ctx.partner.readSituation(folder.partnerFolderId);
    } catch (error) {
      ctx.log?.warn({ err: error, folderId: folder.id }, 'Rokhas situation not read; tried again later');
      continue;
    }
    read += 1;
    await ctx.db.transaction(async (tx) => {
      const at = ctx.now();
      await lockProjectRow(tx, folder.projectId);
      const entries: PartnerEntry[] =
        folder.kind === 'SHARED'
          ? (situation?.comments ?? []).map((comment) => ({ type: 'COMMENT' as const, comment }))
          : (situation?.situations ?? []).map((s) => ({ type: 'SITUATION' as const, situation: s }));
      const fresh: PartnerEntry['type'][] = [];
      for (const entry of entries) if (await storePartnerEntry(tx, folder, entry, at)) fresh.push(entry.type);
      if (fresh[0]) await tellAdvisor(tx, folder, fresh[0]);
      added += fresh.length;
      await repo.markSituationRead(tx, folder.id, at);
    });
  }
  return { locked: true, read, added };
}
