import { translate } from '../../lib/i18n.ts';
import type { SandboxRequest } from './sandbox-provider.ts';

type Lang = 'fr' | 'ar';
const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const t = (key: string, lang: Lang, params: Record<string, string> = {}) =>
  escapeHtml(translate(key, lang).replace(/\{\{(\w+)\}\}/g, (_m, n: string) => params[n] ?? ''));

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1b1f24}
main{max-width:40rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin-block-start:0}dl{display:grid;grid-template-columns:max-content 1fr;gap:.5rem 1rem}
dt{font-weight:600}dd{margin:0}label{display:block;font-weight:600;margin-block:1rem .25rem}
select,button{font:inherit;padding:.5rem .75rem}select{inline-size:100%}
.actions{display:flex;gap:1rem;margin-block-start:1.5rem}button{border-radius:4px;border:1px solid #1c5fa8;cursor:pointer}
.primary{background:#1c5fa8;color:#fff}.secondary{background:#fff;color:#1c5fa8}
:focus-visible{outline:3px solid #f59f00;outline-offset:2px}.lang{float:inline-end}`;

function layout(lang: Lang, body: string): string {
  return `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${t('esign.sandbox.title', lang)}</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The provider's signing page: the document, the signer, the certificate to use, confirm or cancel. */
export function signingPage(opts: { request: SandboxRequest; sig: string; lang: Lang; base: string }): string {
  const { request, sig, lang } = opts;
  const other: Lang = lang === 'fr' ? 'ar' : 'fr';
  const self = `${opts.base}/requests/${request.id}`;
  const hidden = `<input type="hidden" name="sig" value="${escapeHtml(sig)}"><input type="hidden" name="lang" value="${lang}">`;
  return layout(
    lang,
    `<a class="lang" lang="${other}" href="${self}?sig=${encodeURIComponent(sig)}&amp;lang=${other}">${t('esign.sandbox.otherLanguage', lang)}</a>
<h1>${t('esign.sandbox.title', lang)}</h1>
<p>${t('esign.sandbox.intro', lang)}</p>
<dl><dt>${t('esign.sandbox.document', lang)}</dt><dd dir="auto">${escapeHtml(request.documentName)}</dd>
<dt>${t('esign.sandbox.signer', lang)}</dt><dd dir="auto">${escapeHtml(request.signerName)}</dd></dl>
<form method="post" action="${self}/confirm">${hidden}
<label for="certificate">${t('esign.sandbox.certificate', lang)}</label>
<select id="certificate" name="certificate">
<option value="OWN" selected>${t('esign.sandbox.certificateOwn', lang, { name: request.signerName })}</option>
<option value="OTHER">${t('esign.sandbox.certificateOther', lang)}</option>
<option value="EXPIRED">${t('esign.sandbox.certificateExpired', lang)}</option>
</select>
<div class="actions"><button class="primary" type="submit">${t('esign.sandbox.confirm', lang)}</button>
<button class="secondary" type="submit" formaction="${self}/cancel">${t('esign.sandbox.cancel', lang)}</button></div>
</form>`,
  );
}

/** A request that is unknown, expired or already handled. */
export function messagePage(lang: Lang, reason: 'expired' | 'notFound'): string {
  const key = reason === 'expired' ? 'esign.sandbox.expired' : 'esign.sandbox.notFound';
  return layout(lang, `<h1>${t('esign.sandbox.title', lang)}</h1><p role="alert">${t(key, lang)}</p>`);
}
