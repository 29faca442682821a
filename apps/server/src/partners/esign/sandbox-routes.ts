import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { messagePage, signingPage } from './sandbox-page.ts';
import { SANDBOX_BASE, SANDBOX_CERTIFICATES, type SandboxProvider, type SandboxRequest } from './sandbox-provider.ts';

const ZParams = z.object({ id: z.string().max(64) });
const ZLang = z.enum(['fr', 'ar']).catch('fr');
const ZQuery = z.object({ sig: z.string().max(100).default(''), lang: ZLang.default('fr') });
const ZForm = z.object({
  sig: z.string().max(100).default(''),
  lang: ZLang.default('fr'),
  certificate: z.enum(SANDBOX_CERTIFICATES).catch('OWN').default('OWN'),
});

/**
 * The sandbox provider's pages, outside the API (`/sandbox/esign/...`), server-rendered in French or
 * Arabic. Open to anyone holding the page address: the request id and its HMAC are the credential, as
 * with a real provider's signing link. Confirm and cancel answer 303 to the portal's return pages.
 */
export function sandboxEsignRoutes(provider: SandboxProvider, now: () => Date): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const html = (reply: import('fastify').FastifyReply, status: number, page: string) =>
      reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    const open = (r: SandboxRequest | null): r is SandboxRequest =>
      r !== null && r.status === 'PENDING' && r.expiresAt.getTime() > now().getTime();

    app.get(`${SANDBOX_BASE}/requests/:id`, { config: { public: true } }, async (request, reply) => {
      // A malformed address is no request of ours: the same page as an unknown one, never a 500.
      const params = ZParams.safeParse(request.params);
      const query = ZQuery.safeParse(request.query);
      const lang = query.data?.lang ?? 'fr';
      if (!params.success || !query.success) return html(reply, 404, messagePage(lang, 'notFound'));
      const { sig } = query.data;
      const found = await provider.find(params.data.id, sig);
      if (!found) return html(reply, 404, messagePage(lang, 'notFound'));
      if (!open(found)) return html(reply, 410, messagePage(lang, 'expired'));
      return html(reply, 200, signingPage({ request: found, sig, lang, base: SANDBOX_BASE }));
    });

    for (const action of ['confirm', 'cancel'] as const) {
      app.post(`${SANDBOX_BASE}/requests/:id/${action}`, { config: { public: true } }, async (request, reply) => {
        const params = ZParams.safeParse(request.params);
        const parsed = ZForm.safeParse(request.body ?? {});
        if (!params.success || !parsed.success) return html(reply, 404, messagePage('fr', 'notFound'));
        const form = parsed.data;
        const found = await provider.find(params.data.id, form.sig);
        if (!found) return html(reply, 404, messagePage(form.lang, 'notFound'));
        if (!open(found)) return html(reply, 410, messagePage(form.lang, 'expired'));
        const next =
          action === 'confirm'
            ? await provider.confirm({ request: found, certificate: form.certificate, lang: form.lang, now: now() })
            : await provider.cancel({ request: found, lang: form.lang, now: now() });
        return reply.status(303).header('location', next).send();
      });
    }
  };
}
