import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Hmac } from '../../lib/hmac-secret.ts';
import { keepRawJson, rawBodyOf, UNREADABLE } from './raw-json.ts';
import { SANDBOX_BASE, type SandboxStore, SLOW_ANSWER_MS } from './sandbox-store.ts';
import { verifySigned } from './signing.ts';

const ZVerify = z.object({ email: z.string().max(320) });
const ZFolder = z.object({
  kind: z.enum(['SHARE', 'SEND']),
  callbackUrl: z.url({ protocol: /^https?$/ }).max(2000),
  commentHours: z.number().int().min(1).max(720).optional(),
  data: z.record(z.string(), z.unknown()),
});
const ZFolderParams = z.object({ id: z.string().max(64) });

/**
 * The sandbox partner's API (decision 039), as a real platform would expose it: every request signed by
 * the portal (HMAC over timestamp, request id, method, path and body; 401 otherwise), a folder created once
 * per idempotency key (the request id). Its test switch (sandbox pages) makes it answer 503, lose its
 * answer after acting, or answer slowly.
 */
export function sandboxRokhasApiRoutes(store: SandboxStore, hmac: Hmac, now: () => Date): FastifyPluginAsync {
  return async (app) => {
    keepRawJson(app, 256 * 1024);
    const fail = (reply: FastifyReply, status: number, error: string) => reply.status(status).send({ error });

    /** The signed request id, or null once the answer (401, 503, 400) is sent. */
    const admit = async (request: FastifyRequest, reply: FastifyReply): Promise<string | null> => {
      const checked = await verifySigned(hmac, 'to-partner', {
        method: request.method,
        path: new URL(request.url, 'http://sandbox').pathname,
        body: rawBodyOf(request),
        headers: request.headers,
        now: now(),
      });
      if (!checked.ok) {
        await fail(reply, 401, checked.reason === 'STALE' ? 'STALE_REQUEST' : 'INVALID_SIGNATURE');
        return null;
      }
      if ((await store.mode()) === 'DOWN') {
        await fail(reply, 503, 'UNAVAILABLE');
        return null;
      }
      if (request.body === UNREADABLE) {
        await fail(reply, 400, 'MALFORMED');
        return null;
      }
      return checked.id;
    };
    /** After acting: the switch may lose the answer or delay it. */
    const answer = async (reply: FastifyReply, status: number, body: unknown) => {
      const mode = await store.mode();
      if (mode === 'LOST_ANSWER') return fail(reply, 503, 'UNAVAILABLE');
      if (mode === 'SLOW') await sleep(SLOW_ANSWER_MS);
      return reply.status(status).send(body);
    };

    app.post(`${SANDBOX_BASE}/api/architects/verify`, { config: { public: true } }, async (request, reply) => {
      if ((await admit(request, reply)) === null) return reply;
      const parsed = ZVerify.safeParse(request.body);
      if (!parsed.success) return fail(reply, 400, 'MALFORMED');
      const found = await store.architectByEmail(parsed.data.email);
      return answer(reply, 200, { exists: found !== null, fullName: found?.fullName ?? null });
    });

    app.post(`${SANDBOX_BASE}/api/folders`, { config: { public: true } }, async (request, reply) => {
      const id = await admit(request, reply);
      if (id === null) return reply;
      const parsed = ZFolder.safeParse(request.body);
      if (!parsed.success) return fail(reply, 400, 'MALFORMED');
      const folder = await store.receiveFolder({
        idempotencyKey: id,
        kind: parsed.data.kind,
        data: parsed.data.data,
        callbackUrl: parsed.data.callbackUrl,
        commentHours: parsed.data.kind === 'SHARE' ? (parsed.data.commentHours ?? 48) : null,
      });
      return answer(reply, folder.requestCount === 1 ? 201 : 200, {
        folderId: folder.id,
        reference: folder.reference,
        commentDeadline: folder.commentDeadline?.toISOString() ?? null,
      });
    });

    app.get(`${SANDBOX_BASE}/api/folders/:id`, { config: { public: true } }, async (request, reply) => {
      if ((await admit(request, reply)) === null) return reply;
      const params = ZFolderParams.safeParse(request.params);
      const folder = params.success ? await store.folder(params.data.id) : null;
      if (!folder) return fail(reply, 404, 'NOT_FOUND');
      const entries = await store.entries(folder.id);
      const of = (type: 'COMMENT' | 'SITUATION') => entries.filter((e) => e.type === type).map((e) => ({ id: e.id, ...e.data }));
      return answer(reply, 200, {
        folderId: folder.id,
        reference: folder.reference,
        kind: folder.kind,
        comments: of('COMMENT'),
        situations: of('SITUATION'),
      });
    });
  };
}
