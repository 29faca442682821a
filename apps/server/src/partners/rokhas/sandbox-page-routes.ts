import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Hmac } from '../../lib/hmac-secret.ts';
import { verifyPassword } from '../../lib/password.ts';
import { architectsPage, folderPage, foldersPage, type Lang, loginPage, notFoundPage } from './sandbox-pages.ts';
import { SANDBOX_BASE, SANDBOX_MODES, type SandboxStore } from './sandbox-store.ts';

const COOKIE = 'rokhas_sandbox_member';
const SESSION_MS = 8 * 3_600_000;
const ZLang = z.enum(['fr', 'ar']).catch('fr');
const ZLangQuery = z.object({ lang: ZLang.default('fr') }).catch({ lang: 'fr' });
const ZLogin = z.object({ username: z.string().max(200), password: z.string().max(200), lang: ZLang.default('fr') });
const ZComment = z.object({ body: z.string().trim().min(1).max(2000), lang: ZLang.default('fr') });
const ZDate = z.union([z.literal(''), z.iso.date()]).transform((v) => (v === '' ? null : v));
const ZSituation = z.object({
  examinationState: z.enum([
    'NOT_EXAMINED',
    'EXAMINED_OR_IN_PROGRESS',
    'EXAMINED_WITH_FAVORABLE_DECISION',
    'EXAMINED_WITH_UNFAVORABLE_DECISION',
  ]),
  depositDate: ZDate.default(''),
  instructionDate: ZDate.default(''),
  comment: z.string().trim().max(2000).default(''),
  lang: ZLang.default('fr'),
});
const ZArchitect = z.object({
  fullName: z.string().trim().min(1).max(200),
  email: z.email().max(320),
  authorizationNumber: z.string().trim().min(1).max(50),
  lang: ZLang.default('fr'),
});
const ZMode = z.object({ mode: z.enum(SANDBOX_MODES), lang: ZLang.default('fr') });
const ZParams = z.object({ id: z.string().max(64) });

/**
 * The sandbox partner's pages for its technical members (server-rendered, French or Arabic): sign in,
 * the folders received, comments on a shared file (48 hours), situations of a sent one, the architect
 * accounts, and the test switch of the API. A member's session is a signed cookie scoped to the sandbox.
 */
export function sandboxRokhasPageRoutes(store: SandboxStore, hmac: Hmac, now: () => Date): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    const html = (reply: FastifyReply, status: number, page: string) =>
      reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    const back = (reply: FastifyReply, path: string, lang: Lang) =>
      reply
        .status(303)
        .header('location', `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`)
        .send();
    const langOf = (request: FastifyRequest): Lang => ZLangQuery.parse(request.query ?? {}).lang;

    const member = async (request: FastifyRequest) => {
      const cookie = /(?:^|;\s*)rokhas_sandbox_member=([^;]+)/.exec(request.headers.cookie ?? '')?.[1] ?? '';
      const match = /^(\d{1,9})\.(\d{1,15})\.([\w-]{43})$/.exec(cookie);
      if (!match || Number(match[2]) < now().getTime()) return null;
      if (!(await hmac.verify(`sandbox-member:${match[1]}:${match[2]}`, match[3] ?? ''))) return null;
      return store.memberById(Number(match[1]));
    };
    const folderOf = async (request: FastifyRequest) => {
      const params = ZParams.safeParse(request.params);
      return params.success ? store.folder(params.data.id) : null;
    };

    app.get(SANDBOX_BASE, { config: { public: true } }, async (request, reply) => {
      const lang = langOf(request);
      const who = await member(request);
      if (!who) return html(reply, 200, loginPage(lang, false));
      return html(
        reply,
        200,
        foldersPage(lang, { member: who.fullName, folders: await store.folders(), mode: await store.mode() }),
      );
    });

    app.post(`${SANDBOX_BASE}/login`, { config: { public: true } }, async (request, reply) => {
      const form = ZLogin.safeParse(request.body ?? {});
      const lang = form.data?.lang ?? 'fr';
      const found = form.success ? await store.memberByUsername(form.data.username) : null;
      if (!form.success || !found || !(await verifyPassword(form.data.password, found.passwordHash)).ok)
        return html(reply, 401, loginPage(lang, true));
      const exp = now().getTime() + SESSION_MS;
      const mac = await hmac.sign(`sandbox-member:${found.id}:${exp}`);
      reply.header(
        'set-cookie',
        `${COOKIE}=${found.id}.${exp}.${mac}; Path=${SANDBOX_BASE}; HttpOnly; SameSite=Lax; Max-Age=${SESSION_MS / 1000}`,
      );
      return back(reply, SANDBOX_BASE, lang);
    });

    app.post(`${SANDBOX_BASE}/logout`, { config: { public: true } }, async (request, reply) => {
      const lang = ZLangQuery.parse(request.body ?? {}).lang;
      reply.header('set-cookie', `${COOKIE}=; Path=${SANDBOX_BASE}; HttpOnly; SameSite=Lax; Max-Age=0`);
      return back(reply, SANDBOX_BASE, lang);
    });

    app.get(`${SANDBOX_BASE}/folders/:id`, { config: { public: true } }, async (request, reply) => {
      const lang = langOf(request);
      const who = await member(request);
      if (!who) return html(reply, 401, loginPage(lang, false));
      const folder = await folderOf(request);
      if (!folder) return html(reply, 404, notFoundPage(lang, who.fullName));
      return html(
        reply,
        200,
        folderPage(lang, { member: who.fullName, folder, entries: await store.entries(folder.id), now: now() }),
      );
    });

    app.post(`${SANDBOX_BASE}/folders/:id/comments`, { config: { public: true } }, async (request, reply) => {
      const form = ZComment.safeParse(request.body ?? {});
      const lang = form.data?.lang ?? 'fr';
      const who = await member(request);
      if (!who) return html(reply, 401, loginPage(lang, false));
      const folder = await folderOf(request);
      if (folder?.kind !== 'SHARE') return html(reply, 404, notFoundPage(lang, who.fullName));
      // The 48 hours are over (or the form is empty): the page again, without a new comment.
      if (form.success && folder.commentDeadline && now().getTime() < folder.commentDeadline.getTime())
        await store.addEntry({
          folderId: folder.id,
          type: 'COMMENT',
          data: { author: who.fullName, organisation: who.organisation, body: form.data.body, at: now().toISOString() },
        });
      return back(reply, `${SANDBOX_BASE}/folders/${encodeURIComponent(folder.id)}`, lang);
    });

    app.post(`${SANDBOX_BASE}/folders/:id/situations`, { config: { public: true } }, async (request, reply) => {
      const form = ZSituation.safeParse(request.body ?? {});
      const lang = form.data?.lang ?? 'fr';
      const who = await member(request);
      if (!who) return html(reply, 401, loginPage(lang, false));
      const folder = await folderOf(request);
      if (folder?.kind !== 'SEND') return html(reply, 404, notFoundPage(lang, who.fullName));
      if (form.success) {
        const { lang: _lang, ...data } = form.data;
        await store.addEntry({ folderId: folder.id, type: 'SITUATION', data: { ...data, at: now().toISOString() } });
      }
      return back(reply, `${SANDBOX_BASE}/folders/${encodeURIComponent(folder.id)}`, lang);
    });

    app.get(`${SANDBOX_BASE}/architects`, { config: { public: true } }, async (request, reply) => {
      const who = await member(request);
      return html(
        reply,
        200,
        architectsPage(langOf(request), { member: who?.fullName ?? null, architects: await store.architects() }),
      );
    });

    app.post(`${SANDBOX_BASE}/architects`, { config: { public: true } }, async (request, reply) => {
      const form = ZArchitect.safeParse(request.body ?? {});
      const lang = form.data?.lang ?? 'fr';
      if (!(await member(request))) return html(reply, 401, loginPage(lang, false));
      if (form.success) await store.addArchitect(form.data);
      return back(reply, `${SANDBOX_BASE}/architects`, lang);
    });

    app.post(`${SANDBOX_BASE}/mode`, { config: { public: true } }, async (request, reply) => {
      const form = ZMode.safeParse(request.body ?? {});
      const lang = form.data?.lang ?? 'fr';
      if (!(await member(request))) return html(reply, 401, loginPage(lang, false));
      if (form.success) await store.setMode(form.data.mode);
      return back(reply, SANDBOX_BASE, lang);
    });
  };
}
