// @vitest-environment jsdom
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { apiErrorMessage } from './error-message.ts';
import { changeLanguage, initI18n } from './i18n/i18n.ts';

const tooMany = (init: { retryAfterSeconds?: number; headers?: Headers }) =>
  new ApiError({ status: 429, errorCode: 'TOO_MANY_REQUESTS', messageKey: 'errors.TOO_MANY_REQUESTS', ...init });

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  await changeLanguage('fr');
});

describe('the text of a 429 says when to try again (issue 12)', () => {
  it('from the wait in the body, else the Retry-After header, in French', () => {
    const t = i18next.t.bind(i18next);
    expect(apiErrorMessage(t, tooMany({ retryAfterSeconds: 600 }))).toBe(
      'Vous avez atteint le nombre maximal de tentatives. Réessayez dans 10 minutes.',
    );
    expect(apiErrorMessage(t, tooMany({ headers: new Headers({ 'retry-after': '30' }) }))).toBe(
      'Vous avez atteint le nombre maximal de tentatives. Réessayez dans 30 secondes.',
    );
    expect(apiErrorMessage(t, tooMany({ retryAfterSeconds: 14 * 3600 }), 'passwords.forgotten.tooMany')).toBe(
      "Vous avez atteint le nombre maximal de demandes pour aujourd'hui. Réessayez dans 14 heures.",
    );
  });

  it('in Arabic, with its plural forms', async () => {
    await changeLanguage('ar');
    const t = i18next.t.bind(i18next);
    expect(apiErrorMessage(t, tooMany({ retryAfterSeconds: 600 }))).toBe(
      'لقد بلغت الحد الأقصى من المحاولات. حاول مجددًا بعد 10 دقائق.',
    );
    expect(apiErrorMessage(t, tooMany({ retryAfterSeconds: 120 }))).toBe(
      'لقد بلغت الحد الأقصى من المحاولات. حاول مجددًا بعد دقيقتين.',
    );
  });

  it('leaves other failures as the server words them', () => {
    const t = i18next.t.bind(i18next);
    const forbidden = new ApiError({ status: 403, errorCode: 'FORBIDDEN', messageKey: 'errors.FORBIDDEN' });
    expect(apiErrorMessage(t, forbidden)).toBe("Vous n'êtes pas autorisé à effectuer cette action.");
  });
});
