import { z } from 'zod';

/**
 * The user guide of the user menu (spec 1 §2.3: advisors and CRUI members), `GET /user-guide/download?token`
 * (spec 1 §7). `token` is the caller's access token, so a plain link (no bearer header) works; without it
 * the bearer header is used. docs/decisions/017-user-guide.md.
 */
export const USER_GUIDE_DOWNLOAD_PATH = '/user-guide/download';
export const USER_GUIDE_FILE_NAME = 'guide-utilisateur-portail-cri.pdf';

/** Generous bound like the other token fields: a wrong token must reach the check and answer 401. */
export const ZUserGuideQuery = z.strictObject({ token: z.string().min(1).max(4096).optional() });
export type TUserGuideQuery = z.infer<typeof ZUserGuideQuery>;
