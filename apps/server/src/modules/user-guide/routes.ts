import { hasPermission } from '@cri/shared/permissions';
import { platformToday } from '@cri/shared/rules/morocco-clock';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { USER_GUIDE_DOWNLOAD_PATH, USER_GUIDE_FILE_NAME, ZUserGuideQuery } from '@cri/shared/schemas/user-guide';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { renderUserGuidePdf } from './render-user-guide-pdf.ts';

/**
 * GET /user-guide/download?token (spec 1 §2.3, §7): the user guide PDF, for the roles holding
 * `read:user-guide` (advisors and CRUI members). Public at the guard because a plain link carries no
 * bearer header: the `token` query parameter is the caller's access token, checked here exactly as the
 * guard checks a bearer token (signature, expiry, security code passed, role, password not expired).
 * Without `token`, the bearer header (read by the guard on public routes) stands for it.
 */
export const userGuideRoutes: FastifyPluginAsyncZod = async (app) => {
  const { signer } = app.deps;
  // Rendered once, on the first download; the text only changes with a new build.
  let pdf: Promise<Uint8Array> | undefined;
  const guide = () => {
    pdf ??= renderUserGuidePdf().catch((error: unknown) => {
      pdf = undefined;
      throw error;
    });
    return pdf;
  };

  const caller = async (token: string | undefined, bearer: TAccessClaims | null): Promise<TAccessClaims> => {
    const now = app.deps.now();
    const user = token ? await signer.verify(token, now) : bearer;
    if (!user) throw new AppError('UNAUTHENTICATED');
    if (!user.otp) throw new AppError('SECURITY_CODE_REQUIRED');
    if (!hasPermission(user.roles, 'read:user-guide')) throw new AppError('FORBIDDEN');
    if (user.passwordExpirationDate && user.passwordExpirationDate < platformToday(now)) throw new AppError('PASSWORD_EXPIRED');
    return user;
  };

  app.get(
    USER_GUIDE_DOWNLOAD_PATH,
    {
      config: { public: true },
      schema: {
        tags: ['user-guide'],
        summary: "Télécharger le guide de l'utilisateur (conseillers et membres de la CRUI)",
        querystring: ZUserGuideQuery,
      },
    },
    async (request, reply) => {
      await caller(request.query.token, request.user);
      const bytes = await guide();
      return reply
        .type('application/pdf')
        .header('content-length', bytes.byteLength)
        .header('content-disposition', `attachment; filename="${USER_GUIDE_FILE_NAME}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  );
};
