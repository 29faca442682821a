import { MULTI_CHANNEL_MEANS, PAYMENT_CHANNELS } from '@cri/shared/enums/payments';
import { formatDh } from '@cri/shared/rules/payments';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { paymentSandboxOrders } from '../../db/schema/payments.ts';
import type { Hmac } from '../../lib/hmac-secret.ts';
import { type Checkout, signCallback, verifyCheckout } from './signing.ts';

const BASE = '/sandbox/payment';
type Lang = 'fr' | 'ar';
const ZLang = z.enum(['fr', 'ar']).catch('fr');
const ZCheckout = z.object({
  ref: z.string().regex(/^[\w-]{8,64}$/),
  amount: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  return: z.string().regex(/^\/(?!\/)[\w/{}.-]{1,200}$/),
  channel: z.enum(PAYMENT_CHANNELS).default('CARD'),
  key: z
    .string()
    .regex(/^[\d-]{0,20}$/)
    .default(''),
  lang: ZLang.default('fr'),
  sig: z.string().max(100),
});
const ZPay = ZCheckout.extend({ card: z.string().max(40).default('') });
const ZConfirm = ZCheckout.extend({ code: z.string().max(20).default('') });
const ZCounter = z.object({
  key: z.string().trim().max(40).default(''),
  means: z.enum(MULTI_CHANNEL_MEANS).catch('CASH'),
  lang: ZLang.default('fr'),
});

/** A card session left unpaid this long has expired at the provider; a multi-channel key, after 30 days (decision 058). */
export const CARD_SESSION_MS = 30 * 60_000;
export const PAYMENT_KEY_VALIDITY_MS = 30 * 24 * 3_600_000;

/** The sandbox's status of a transaction (what a real provider's status API answers; decision 058). */
export async function sandboxStatus(db: Db, reference: string, now: Date) {
  const [order] = await db.select().from(paymentSandboxOrders).where(eq(paymentSandboxOrders.reference, reference));
  if (!order) return { state: 'UNKNOWN' as const };
  if (order.state === 'PENDING') {
    const life = order.channel === 'CARD' ? CARD_SESSION_MS : PAYMENT_KEY_VALIDITY_MS;
    if (now.getTime() - order.createdAt.getTime() < life) return { state: 'PENDING' as const };
    await db
      .update(paymentSandboxOrders)
      .set({ state: 'FAILED', providerReference: `SBX-EXP-${reference.slice(-8)}`, settledAt: now })
      .where(and(eq(paymentSandboxOrders.reference, reference), eq(paymentSandboxOrders.state, 'PENDING')));
    return {
      state: 'FAILED' as const,
      providerReference: `SBX-EXP-${reference.slice(-8)}`,
      amountCentimes: order.amountCentimes,
      paidBy: null,
    };
  }
  return {
    state: order.state,
    providerReference: order.providerReference ?? '',
    amountCentimes: order.amountCentimes,
    paidBy: order.paidBy,
  };
}

/** The sandbox's test cards (decision 055): accepted, declined, accepted after a 3-D Secure code. */
export const SANDBOX_CARDS = { accepted: '4242424242424242', declined: '4000000000000002', secure: '4000000000003220' };
export const SANDBOX_3DS_CODE = '123456';

const T = {
  fr: {
    title: 'Paiement en ligne (bac à sable)',
    amount: 'Montant à payer',
    reference: 'Référence de la transaction',
    card: 'Numéro de carte',
    pay: 'Payer',
    cancel: 'Annuler et revenir au portail',
    cards:
      'Cartes de test : 4242 4242 4242 4242 (acceptée), 4000 0000 0000 0002 (refusée), 4000 0000 0000 3220 (code 3-D Secure 123456).',
    secureTitle: 'Confirmation 3-D Secure',
    secureText: 'Saisissez le code reçu par SMS pour confirmer le paiement.',
    code: 'Code de confirmation',
    confirm: 'Confirmer',
    invalid: 'Cette demande de paiement est invalide ou a été modifiée.',
    keyTitle: 'Paiement multicanal (bac à sable)',
    key: 'Votre clé de paiement',
    keyText:
      "Présentez cette clé dans une agence de paiement ou une banque partenaire pour payer en espèces, par chèque ou par virement. Le paiement est confirmé au portail dès qu'il est encaissé.",
    back: 'Revenir au portail',
    counterTitle: 'Guichet de paiement (bac à sable)',
    counterText: "Simule l'encaissement d'une clé de paiement multicanal dans une agence.",
    means: 'Moyen de paiement',
    CASH: 'Espèces',
    CHEQUE: 'Chèque',
    TRANSFER: 'Virement',
    collect: 'Encaisser',
    collected: 'Paiement encaissé et confirmé au portail.',
    notDelivered: 'Paiement encaissé ; le portail en sera informé au prochain rapprochement.',
    unknownKey: 'Clé de paiement inconnue, expirée ou déjà payée.',
  },
  ar: {
    title: 'الأداء الإلكتروني (بيئة تجريبية)',
    amount: 'المبلغ المستحق',
    reference: 'مرجع المعاملة',
    card: 'رقم البطاقة',
    pay: 'أداء',
    cancel: 'إلغاء والعودة إلى البوابة',
    cards:
      'بطاقات الاختبار: 4242 4242 4242 4242 (مقبولة)، 4000 0000 0000 0002 (مرفوضة)، 4000 0000 0000 3220 (رمز التحقق 123456).',
    secureTitle: 'تأكيد 3-D Secure',
    secureText: 'أدخل الرمز الذي توصلت به عبر رسالة قصيرة لتأكيد الأداء.',
    code: 'رمز التأكيد',
    confirm: 'تأكيد',
    invalid: 'طلب الأداء هذا غير صالح أو تم تعديله.',
    keyTitle: 'الأداء متعدد القنوات (بيئة تجريبية)',
    key: 'مفتاح الأداء الخاص بك',
    keyText: 'قدّم هذا المفتاح في وكالة أداء أو بنك شريك للأداء نقدا أو بشيك أو بتحويل. يتم تأكيد الأداء في البوابة فور تحصيله.',
    back: 'العودة إلى البوابة',
    counterTitle: 'شباك الأداء (بيئة تجريبية)',
    counterText: 'محاكاة تحصيل مفتاح أداء متعدد القنوات في وكالة.',
    means: 'وسيلة الأداء',
    CASH: 'نقدا',
    CHEQUE: 'شيك',
    TRANSFER: 'تحويل',
    collect: 'تحصيل',
    collected: 'تم تحصيل الأداء وتأكيده في البوابة.',
    notDelivered: 'تم تحصيل الأداء؛ سيتم إخبار البوابة عند المطابقة القادمة.',
    unknownKey: 'مفتاح الأداء غير معروف أو منتهي الصلاحية أو سبق أداؤه.',
  },
};

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function page(lang: Lang, heading: string, body: string): string {
  return `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(T[lang].title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem;color:#1a1b1e}label{display:block;margin:.75rem 0 .25rem}input{font-size:1rem;padding:.5rem;width:100%;box-sizing:border-box}button{font-size:1rem;padding:.6rem 1.2rem;margin-top:1rem;background:#1c5d99;color:#fff;border:0;border-radius:4px}button.secondary{background:#fff;color:#1c5d99;border:1px solid #1c5d99}p.hint{color:#495057;font-size:.9rem}</style></head>
<body><main><h1>${esc(heading)}</h1>${body}</main></body></html>`;
}

const hidden = (c: Checkout & { lang: Lang; sig: string }) =>
  [
    ['ref', c.reference],
    ['amount', String(c.amountCentimes)],
    ['return', c.returnUrl],
    ['channel', c.channel],
    ['key', c.paymentKey],
    ['lang', c.lang],
    ['sig', c.sig],
  ]
    .map(([n, v]) => `<input type="hidden" name="${n}" value="${esc(v ?? '')}">`)
    .join('');

/**
 * The sandbox payment provider's pages (`/sandbox/payment/...`, outside the API), server-rendered in French or
 * Arabic. The signed checkout is the credential, as with a real provider's payment link. Paying posts the
 * provider's signed callback to the portal first, then sends the browser back (303) to the portal's
 * confirmation page: success, failure, or ongoing when the callback could not be delivered.
 */
export function sandboxPaymentRoutes(deps: {
  hmac: Hmac;
  now: () => Date;
  callbackUrl: () => string;
  newId: () => string;
  log: FastifyBaseLogger;
  db: Db;
}): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const html = (reply: FastifyReply, status: number, content: string) =>
      reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(content);

    const checkoutOf = async (input: unknown, schema: typeof ZCheckout) => {
      const parsed = schema.safeParse(input ?? {});
      if (!parsed.success) return null;
      const c = {
        reference: parsed.data.ref,
        amountCentimes: parsed.data.amount,
        returnUrl: parsed.data.return,
        channel: parsed.data.channel,
        paymentKey: parsed.data.key,
      };
      if (!(await verifyCheckout(deps.hmac, c, parsed.data.sig))) return null;
      return { ...c, lang: parsed.data.lang, sig: parsed.data.sig };
    };
    const invalid = (reply: FastifyReply, lang: Lang) =>
      html(reply, 400, page(lang, T[lang].title, `<p>${esc(T[lang].invalid)}</p>`));
    const langOf = (input: unknown): Lang => ZLang.parse((input as { lang?: unknown } | null)?.lang);

    /** Posts the signed outcome to the portal; false when it could not be delivered (the portal stays ongoing). */
    /** Records the order at the sandbox (once per reference): what its status API answers later. */
    const order = async (c: Checkout) => {
      await deps.db
        .insert(paymentSandboxOrders)
        .values({
          reference: c.reference,
          amountCentimes: c.amountCentimes,
          channel: c.channel,
          paymentKey: c.channel === 'MULTI_CHANNEL' ? c.paymentKey : null,
          createdAt: deps.now(),
        })
        .onConflictDoNothing();
    };
    /** Settles a pending order at the sandbox; false when it was settled already (nothing is collected twice). */
    const settle = async (reference: string, state: 'SUCCEEDED' | 'FAILED', paidBy: string | null) => {
      const providerReference = `SBX-${deps.newId()}`;
      const rows = await deps.db
        .update(paymentSandboxOrders)
        .set({ state, providerReference, paidBy, settledAt: deps.now() })
        .where(and(eq(paymentSandboxOrders.reference, reference), eq(paymentSandboxOrders.state, 'PENDING')))
        .returning({ reference: paymentSandboxOrders.reference });
      return rows.length > 0 ? providerReference : null;
    };
    const deliver = async (
      c: Pick<Checkout, 'reference' | 'amountCentimes'>,
      state: 'SUCCEEDED' | 'FAILED',
      providerReference: string,
      paidBy: string | null = null,
    ): Promise<boolean> => {
      const body = JSON.stringify({
        transactionReference: c.reference,
        providerReference,
        state,
        amountCentimes: c.amountCentimes,
        ...(paidBy ? { paidBy } : {}),
      });
      try {
        const headers = await signCallback(deps.hmac, { id: deps.newId(), body, now: deps.now() });
        const res = await fetch(deps.callbackUrl(), {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body,
          signal: AbortSignal.timeout(5000),
        });
        return res.ok;
      } catch (error) {
        deps.log.warn({ err: error }, 'sandbox payment callback not delivered');
        return false;
      }
    };
    const finish = async (reply: FastifyReply, c: Checkout, state: 'SUCCEEDED' | 'FAILED') => {
      await order(c);
      const providerReference = await settle(c.reference, state, state === 'SUCCEEDED' ? 'CARD' : null);
      // Settled before (a second click, the back button): the portal already had, or will have, its answer.
      const delivered =
        providerReference !== null && (await deliver(c, state, providerReference, state === 'SUCCEEDED' ? 'CARD' : null));
      const result = !delivered ? 'ongoing' : state === 'SUCCEEDED' ? 'success' : 'failure';
      return reply.status(303).header('location', c.returnUrl.replace('{result}', result)).send();
    };

    app.get(`${BASE}/checkout`, { config: { public: true } }, async (request, reply) => {
      const c = await checkoutOf(request.query, ZCheckout);
      if (!c) return invalid(reply, langOf(request.query));
      const t = T[c.lang];
      await order(c);
      if (c.channel === 'MULTI_CHANNEL')
        return html(
          reply,
          200,
          page(
            c.lang,
            t.keyTitle,
            `<p>${esc(t.amount)} : <strong>${esc(formatDh(c.amountCentimes, c.lang))}</strong></p>
<p>${esc(t.key)} : <strong data-testid="payment-key" dir="ltr">${esc(c.paymentKey)}</strong></p>
<p>${esc(t.keyText)}</p>
<p><a href="${esc(c.returnUrl.replace('{result}', 'ongoing'))}">${esc(t.back)}</a></p>
<p class="hint"><a href="${BASE}/counter?lang=${c.lang}">${esc(t.counterTitle)}</a></p>`,
          ),
        );
      return html(
        reply,
        200,
        page(
          c.lang,
          t.title,
          `<p>${esc(t.amount)} : <strong>${esc(formatDh(c.amountCentimes, c.lang))}</strong></p>
<p>${esc(t.reference)} : <code>${esc(c.reference)}</code></p>
<form method="post" action="${BASE}/checkout/pay">${hidden(c)}
<label for="card">${esc(t.card)}</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required>
<p class="hint">${esc(t.cards)}</p>
<button type="submit">${esc(t.pay)}</button></form>
<form method="post" action="${BASE}/checkout/cancel">${hidden(c)}<button type="submit" class="secondary">${esc(t.cancel)}</button></form>`,
        ),
      );
    });

    app.post(`${BASE}/checkout/pay`, { config: { public: true } }, async (request, reply) => {
      const c = await checkoutOf(request.body, ZPay);
      if (!c) return invalid(reply, langOf(request.body));
      const card = ZPay.safeParse(request.body).data?.card.replace(/\D/g, '') ?? '';
      if (card === SANDBOX_CARDS.secure) {
        const t = T[c.lang];
        return html(
          reply,
          200,
          page(
            c.lang,
            t.secureTitle,
            `<p>${esc(t.secureText)}</p><form method="post" action="${BASE}/checkout/confirm">${hidden(c)}
<label for="code">${esc(t.code)}</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required>
<button type="submit">${esc(t.confirm)}</button></form>`,
          ),
        );
      }
      return finish(reply, c, card === SANDBOX_CARDS.accepted ? 'SUCCEEDED' : 'FAILED');
    });

    app.post(`${BASE}/checkout/confirm`, { config: { public: true } }, async (request, reply) => {
      const c = await checkoutOf(request.body, ZConfirm);
      if (!c) return invalid(reply, langOf(request.body));
      const code = ZConfirm.safeParse(request.body).data?.code.trim() ?? '';
      return finish(reply, c, code === SANDBOX_3DS_CODE ? 'SUCCEEDED' : 'FAILED');
    });

    app.post(`${BASE}/checkout/cancel`, { config: { public: true } }, async (request, reply) => {
      const c = await checkoutOf(request.body, ZCheckout);
      if (!c) return invalid(reply, langOf(request.body));
      return finish(reply, c, 'FAILED');
    });

    const counterForm = (lang: Lang, message = '') => {
      const t = T[lang];
      const options = MULTI_CHANNEL_MEANS.map((m) => `<option value="${m}">${esc(t[m])}</option>`).join('');
      return page(
        lang,
        t.counterTitle,
        `${message ? `<p role="status"><strong>${esc(message)}</strong></p>` : ''}<p>${esc(t.counterText)}</p>
<form method="post" action="${BASE}/counter"><input type="hidden" name="lang" value="${lang}">
<label for="key">${esc(t.key)}</label><input id="key" name="key" inputmode="numeric" required>
<label for="means">${esc(t.means)}</label><select id="means" name="means">${options}</select>
<button type="submit">${esc(t.collect)}</button></form>`,
      );
    };

    /** The counter where a multi-channel key is paid (cash, cheque, transfer): the sandbox settles it and calls the portal back. */
    app.get(`${BASE}/counter`, { config: { public: true } }, async (request, reply) =>
      html(reply, 200, counterForm(langOf(request.query))),
    );

    app.post(`${BASE}/counter`, { config: { public: true } }, async (request, reply) => {
      const input = ZCounter.safeParse(request.body ?? {});
      const lang = input.success ? input.data.lang : 'fr';
      const t = T[lang];
      const key = input.success ? input.data.key.replace(/\s/g, '') : '';
      const [found] = key
        ? await deps.db
            .select()
            .from(paymentSandboxOrders)
            .where(and(eq(paymentSandboxOrders.paymentKey, key), eq(paymentSandboxOrders.state, 'PENDING')))
        : [];
      if (!found || !input.success || deps.now().getTime() - found.createdAt.getTime() >= PAYMENT_KEY_VALIDITY_MS)
        return html(reply, 404, counterForm(lang, t.unknownKey));
      const providerReference = await settle(found.reference, 'SUCCEEDED', input.data.means);
      if (!providerReference) return html(reply, 404, counterForm(lang, t.unknownKey));
      const delivered = await deliver(found, 'SUCCEEDED', providerReference, input.data.means);
      return html(reply, 200, counterForm(lang, delivered ? t.collected : t.notDelivered));
    });
  };
}
