import type { TFieldError } from '@cri/shared/errors';
import { ZProjectDetailsBody } from '@cri/shared/schemas/project-infos';
import { AppError } from '../../lib/app-error.ts';

const OWN_KEY = /^projectInfos\.validation\.[A-Za-z]+$/;

/** A body of the wrong shape: its issues as field errors, with the schema's own keys where it has some. */
export function fieldErrorsOf(body: unknown): AppError {
  const result = ZProjectDetailsBody.safeParse(body);
  const fieldErrors: TFieldError[] = (result.success ? [] : result.error.issues).map((issue) => ({
    field: issue.path.map(String).join('.') || 'body',
    messageKey: OWN_KEY.test(issue.message)
      ? issue.message
      : issue.code === 'too_big'
        ? 'errors.field.tooLong'
        : 'errors.field.invalid',
  }));
  return new AppError('VALIDATION_FAILED', { fieldErrors });
}
