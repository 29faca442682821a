import { translate } from '../lib/i18n.ts';

/** Every mail the portal sends; texts are `mail.<template>.subject` / `.body` in packages/i18n. */
export const MAIL_TEMPLATES = [
  'activation',
  'passwordReset',
  'passwordChanged',
  'securityCodeReset',
  'appointmentScheduled',
  'appointmentRescheduled',
  'appointmentCancelled',
  'appointmentAnswerDue',
  'projectSubmitted',
  'projectAssigned',
  'projectShared',
  'advisorMessage',
  'documentRequested',
  'projectReassigned',
  'projectWithdrawn',
  'complementsReceived',
  'commissionDecision',
  'reservationsLifted',
  'pvLoaded',
  'pvSigningExpired',
  'projectProgrammed',
  'projectDeprogrammed',
  'reviewSentBack',
  'advisorChangeRequested',
  'advisorChangeDecided',
  'proceduresAdded',
  'actDelivered',
  'actGovernorRevision',
  'followUpActionCreated',
  'actAwaitingValidation',
  'actAwaitingSignature',
  'actRevisionRequested',
  'recourseFiled',
  'recourseDecided',
  'ministerialRecourseOpen',
  'recourseDeadline',
  'paymentRequested',
  'technicalSheetToEvaluate',
  'technicalSheetRevision',
  'paymentReceived',
  'monitoringDigest',
  'staffAccountCreated',
  // the land team (issue 19, decision 080)
  'landAppointmentRequested',
  'landAppointmentScheduled',
  'landAppointmentRescheduled',
  'landAppointmentCancelled',
  'landRequestQualified',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

/** Templates whose text ends with a "not you? ignore this" line (requests someone could make for another). */
const IGNORABLE: ReadonlySet<MailTemplate> = new Set(['activation', 'passwordReset']);

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export type Lang = 'fr' | 'ar';

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

const interpolateText = (template: string, params: Record<string, string>): string =>
  template.replace(PLACEHOLDER, (_m, name: string) => params[name] ?? '');

/** Escapes the template and the values; a `link` becomes a real anchor (only http(s) URLs). */
function interpolateHtml(template: string, params: Record<string, string>): string {
  let out = '';
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    out += escapeHtml(template.slice(last, match.index));
    const name = match[1] ?? '';
    const value = params[name] ?? '';
    out +=
      name === 'link' && /^https?:\/\//i.test(value)
        ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>`
        : escapeHtml(value);
    last = match.index + match[0].length;
  }
  return out + escapeHtml(template.slice(last));
}

/**
 * A value that differs by language (a translated decision…) is passed twice, as `name:fr` and `name:ar`;
 * the templates of both languages then use the same `{{name}}`.
 */
function paramsIn(params: Record<string, string>, lang: Lang): Record<string, string> {
  const out = { ...params };
  const suffix = `:${lang}`;
  for (const [key, value] of Object.entries(params)) if (key.endsWith(suffix)) out[key.slice(0, -suffix.length)] = value;
  return out;
}

function lines(template: MailTemplate, params: Record<string, string>, lang: Lang): string[] {
  const t = (key: string) => translate(`mail.${key}`, lang);
  return [
    params.firstName ? t('common.greetingName') : t('common.greeting'),
    ...t(`${template}.body`).split('\n'),
    ...(IGNORABLE.has(template) ? [t('common.ignore')] : []),
    t('common.signature'),
    t('common.automatic'),
  ];
}

/**
 * One message in French then Arabic (the recipient's language is not known before sign-in), or only in
 * `lang` when the caller knows it (appointments: the language the investor booked in).
 */
export function renderMail(template: MailTemplate, params: Record<string, string>, lang?: Lang): RenderedMail {
  if (lang) return renderIn(template, params, lang);
  const subject = `${translate(`mail.${template}.subject`, 'fr')} / ${translate(`mail.${template}.subject`, 'ar')}`;
  const fr = lines(template, params, 'fr');
  const ar = lines(template, params, 'ar');
  const [frParams, arParams] = [paramsIn(params, 'fr'), paramsIn(params, 'ar')];
  const text = [...fr.map((l) => interpolateText(l, frParams)), '', '—', '', ...ar.map((l) => interpolateText(l, arParams))].join(
    '\n',
  );
  const block = (lang: Lang, ls: string[]) =>
    `<div lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}" style="text-align:${lang === 'ar' ? 'right' : 'left'}">${ls
      .map((l) => `<p>${interpolateHtml(l, lang === 'ar' ? arParams : frParams)}</p>`)
      .join('')}</div>`;
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif">${block(
    'fr',
    fr,
  )}<hr>${block('ar', ar)}</body></html>`;
  return { subject, text, html };
}

function renderIn(template: MailTemplate, allParams: Record<string, string>, lang: Lang): RenderedMail {
  const params = paramsIn(allParams, lang);
  const subject = translate(`mail.${template}.subject`, lang);
  const ls = lines(template, params, lang);
  const text = ls.map((l) => interpolateText(l, params)).join('\n');
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif"><div style="text-align:${lang === 'ar' ? 'right' : 'left'}">${ls
    .map((l) => `<p>${interpolateHtml(l, params)}</p>`)
    .join('')}</div></body></html>`;
  return { subject, text, html };
}
