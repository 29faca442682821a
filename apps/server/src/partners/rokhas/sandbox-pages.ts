import { PARTNER_SITUATION_STATES } from '@cri/shared/rules/rokhas';
import { translate } from '../../lib/i18n.ts';
import {
  SANDBOX_BASE,
  SANDBOX_MODES,
  type SandboxArchitect,
  type SandboxEntry,
  type SandboxFolder,
  type SandboxMode,
} from './sandbox-store.ts';

export type Lang = 'fr' | 'ar';
const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const t = (key: string, lang: Lang, params: Record<string, string> = {}) =>
  escapeHtml(translate(`rokhas.sandbox.${key}`, lang).replace(/\{\{(\w+)\}\}/g, (_m, n: string) => params[n] ?? ''));
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f3f6f2;color:#1b1f24}
header{background:#2b6a3f;color:#fff;padding:.75rem 1.5rem;display:flex;gap:1rem;align-items:center;flex-wrap:wrap}
header a,header button{color:#fff}main{max-width:56rem;margin:1.5rem auto;background:#fff;padding:1.5rem 2rem;border-radius:8px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin-block-start:0}h2{font-size:1.15rem}table{border-collapse:collapse;inline-size:100%}
th,td{border-block-end:1px solid #ddd;padding:.4rem;text-align:start}dl{display:grid;grid-template-columns:max-content 1fr;gap:.35rem 1rem}
dt{font-weight:600}dd{margin:0}label{display:block;font-weight:600;margin-block:.75rem .25rem}
input,select,textarea,button{font:inherit;padding:.45rem .6rem}input,select,textarea{inline-size:100%;box-sizing:border-box}
button{border-radius:4px;border:1px solid #2b6a3f;background:#2b6a3f;color:#fff;cursor:pointer;margin-block-start:.75rem}
.link{background:none;border:none;text-decoration:underline;padding:0;margin:0}.entry{border-inline-start:4px solid #2b6a3f;padding:.25rem .75rem;margin-block:.5rem}
.muted{color:#555}:focus-visible{outline:3px solid #f59f00;outline-offset:2px}[role=alert]{color:#a61e1e;font-weight:600}`;

export function layout(lang: Lang, body: string, opts: { member?: string | null } = {}): string {
  const other: Lang = lang === 'fr' ? 'ar' : 'fr';
  const member = opts.member
    ? `<span>${t('signedInAs', lang, { name: opts.member })}</span>
<form method="post" action="${SANDBOX_BASE}/logout"><input type="hidden" name="lang" value="${lang}"><button class="link" type="submit">${t('logout', lang)}</button></form>`
    : '';
  return `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${t('title', lang)}</title><style>${STYLE}</style></head>
<body><header><strong>${t('title', lang)}</strong><a href="${SANDBOX_BASE}?lang=${lang}">${t('folders', lang)}</a>
<a href="${SANDBOX_BASE}/architects?lang=${lang}">${t('architects', lang)}</a>${member}
<a lang="${other}" href="?lang=${other}">${t('otherLanguage', lang)}</a></header><main>${body}</main></body></html>`;
}

export function loginPage(lang: Lang, error: boolean): string {
  return layout(
    lang,
    `<h1>${t('loginTitle', lang)}</h1><p>${t('loginIntro', lang)}</p>${error ? `<p role="alert">${t('loginError', lang)}</p>` : ''}
<form method="post" action="${SANDBOX_BASE}/login"><input type="hidden" name="lang" value="${lang}">
<label for="username">${t('username', lang)}</label><input id="username" name="username" autocomplete="username" required>
<label for="password">${t('password', lang)}</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">${t('login', lang)}</button></form>`,
  );
}

export function foldersPage(lang: Lang, opts: { member: string; folders: SandboxFolder[]; mode: SandboxMode }): string {
  const rows = opts.folders
    .map(
      (
        f,
      ) => `<tr><td><a href="${SANDBOX_BASE}/folders/${encodeURIComponent(f.id)}?lang=${lang}">${escapeHtml(f.reference)}</a></td>
<td>${t(`kind.${f.kind}`, lang)}</td><td dir="auto">${escapeHtml(str(f.data.name))}</td><td>${escapeHtml(str(f.data.reference))}</td>
<td>${escapeHtml(f.receivedAt.toISOString().slice(0, 16).replace('T', ' '))}</td></tr>`,
    )
    .join('');
  const options = SANDBOX_MODES.map(
    (m) => `<option value="${m}"${m === opts.mode ? ' selected' : ''}>${t(`mode.${m}`, lang)}</option>`,
  ).join('');
  return layout(
    lang,
    `<h1>${t('folders', lang)}</h1><p>${t('foldersIntro', lang)}</p>
<table><thead><tr><th>${t('reference', lang)}</th><th>${t('kindLabel', lang)}</th><th>${t('project', lang)}</th><th>${t('portalReference', lang)}</th><th>${t('receivedAt', lang)}</th></tr></thead>
<tbody>${rows || `<tr><td colspan="5">${t('noFolder', lang)}</td></tr>`}</tbody></table>
<h2>${t('modeTitle', lang)}</h2><form method="post" action="${SANDBOX_BASE}/mode"><input type="hidden" name="lang" value="${lang}">
<label for="mode">${t('modeLabel', lang)}</label><select id="mode" name="mode">${options}</select><button type="submit">${t('save', lang)}</button></form>`,
    { member: opts.member },
  );
}

export function folderPage(
  lang: Lang,
  opts: { member: string; folder: SandboxFolder; entries: SandboxEntry[]; now: Date },
): string {
  const { folder } = opts;
  const d = folder.data;
  const architect = (d.architect ?? {}) as Record<string, unknown>;
  const procedure = (d.procedure ?? null) as Record<string, unknown> | null;
  const open = folder.commentDeadline !== null && opts.now.getTime() < folder.commentDeadline.getTime();
  const entries = opts.entries
    .map((e) => {
      const x = e.data;
      const text =
        e.type === 'COMMENT'
          ? `<strong dir="auto">${escapeHtml(str(x.author))}</strong> (${escapeHtml(str(x.organisation))}) : <span dir="auto">${escapeHtml(str(x.body))}</span>`
          : `<strong>${t(`state.${str(x.examinationState)}`, lang)}</strong> — ${t('depositDate', lang)} ${escapeHtml(str(x.depositDate) || '—')}, ${t('instructionDate', lang)} ${escapeHtml(str(x.instructionDate) || '—')} <span dir="auto">${escapeHtml(str(x.comment))}</span>`;
      return `<div class="entry">${text}<br><span class="muted">${escapeHtml(e.createdAt.toISOString().slice(0, 16).replace('T', ' '))} — ${t(e.deliveredAt ? 'delivered' : 'notDelivered', lang)}</span></div>`;
    })
    .join('');
  const action = `${SANDBOX_BASE}/folders/${encodeURIComponent(folder.id)}`;
  const hidden = `<input type="hidden" name="lang" value="${lang}">`;
  const commentForm =
    folder.kind !== 'SHARE'
      ? ''
      : open
        ? `<h2>${t('commentTitle', lang)}</h2><form method="post" action="${action}/comments">${hidden}
<label for="body">${t('comment', lang)}</label><textarea id="body" name="body" rows="4" maxlength="2000" required></textarea>
<button type="submit">${t('sendComment', lang)}</button></form>`
        : `<p role="alert">${t('windowClosed', lang)}</p>`;
  const stateOptions = PARTNER_SITUATION_STATES.map((s) => `<option value="${s}">${t(`state.${s}`, lang)}</option>`).join('');
  const situationForm =
    folder.kind !== 'SEND'
      ? ''
      : `<h2>${t('situationTitle', lang)}</h2><form method="post" action="${action}/situations">${hidden}
<label for="examinationState">${t('examinationState', lang)}</label><select id="examinationState" name="examinationState">${stateOptions}</select>
<label for="depositDate">${t('depositDate', lang)}</label><input id="depositDate" name="depositDate" type="date">
<label for="instructionDate">${t('instructionDate', lang)}</label><input id="instructionDate" name="instructionDate" type="date">
<label for="comment">${t('comment', lang)}</label><textarea id="comment" name="comment" rows="3" maxlength="2000"></textarea>
<button type="submit">${t('sendSituation', lang)}</button></form>`;
  return layout(
    lang,
    `<h1>${t('folder', lang)} ${escapeHtml(folder.reference)}</h1>
<dl><dt>${t('kindLabel', lang)}</dt><dd>${t(`kind.${folder.kind}`, lang)}</dd>
<dt>${t('project', lang)}</dt><dd dir="auto">${escapeHtml(str(d.name))}</dd><dt>${t('portalReference', lang)}</dt><dd>${escapeHtml(str(d.reference))}</dd>
<dt>${t('investor', lang)}</dt><dd dir="auto">${escapeHtml(str(d.investor))}</dd><dt>${t('commune', lang)}</dt><dd dir="auto">${escapeHtml(str(d.commune))}</dd>
<dt>${t('architect', lang)}</dt><dd dir="auto">${escapeHtml(str(architect.fullName))} &lt;${escapeHtml(str(architect.email))}&gt;</dd>
${procedure ? `<dt>${t('procedure', lang)}</dt><dd dir="auto">${escapeHtml(str(procedure.nameFr))} (${escapeHtml(str(procedure.natureCode))})</dd>` : ''}
${folder.commentDeadline ? `<dt>${t('commentDeadline', lang)}</dt><dd>${escapeHtml(folder.commentDeadline.toISOString().slice(0, 16).replace('T', ' '))} UTC</dd>` : ''}</dl>
<h2>${t(folder.kind === 'SHARE' ? 'comments' : 'situations', lang)}</h2>${entries || `<p>${t('noEntry', lang)}</p>`}${commentForm}${situationForm}`,
    { member: opts.member },
  );
}

export function architectsPage(lang: Lang, opts: { member: string | null; architects: SandboxArchitect[] }): string {
  const rows = opts.architects
    .map(
      (a) =>
        `<tr><td dir="auto">${escapeHtml(a.fullName)}</td><td>${escapeHtml(a.email)}</td><td>${escapeHtml(a.authorizationNumber)}</td></tr>`,
    )
    .join('');
  const form = opts.member
    ? `<h2>${t('addArchitect', lang)}</h2><form method="post" action="${SANDBOX_BASE}/architects"><input type="hidden" name="lang" value="${lang}">
<label for="fullName">${t('fullName', lang)}</label><input id="fullName" name="fullName" maxlength="200" required>
<label for="email">${t('email', lang)}</label><input id="email" name="email" type="email" maxlength="320" required>
<label for="authorizationNumber">${t('authorizationNumber', lang)}</label><input id="authorizationNumber" name="authorizationNumber" maxlength="50" required>
<button type="submit">${t('save', lang)}</button></form>`
    : '';
  return layout(
    lang,
    `<h1>${t('architects', lang)}</h1><p>${t('architectsIntro', lang)}</p>
<table><thead><tr><th>${t('fullName', lang)}</th><th>${t('email', lang)}</th><th>${t('authorizationNumber', lang)}</th></tr></thead><tbody>${rows}</tbody></table>${form}`,
    { member: opts.member },
  );
}

export const notFoundPage = (lang: Lang, member: string | null) =>
  layout(lang, `<h1>${t('title', lang)}</h1><p role="alert">${t('notFound', lang)}</p>`, { member });
