import { ZApiError } from '@cri/shared/errors';
import { UPLOAD_MAX_BYTES } from '@cri/shared/limits';
import type { VirusScanner } from '../../core/uploads/virus-scanner.ts';
import type { SignaturesContext } from './context.ts';

/** What the signature routes share: built once by routes.ts, handed to each group of routes. */
export interface SignatureRoutesDeps {
  ctx: SignaturesContext;
  scanner: VirusScanner;
}

export const tags = ['signatures'];
export const errors = {
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
  413: ZApiError,
  422: ZApiError,
  429: ZApiError,
};
export const noStore = { 'cache-control': 'no-store' };
export const UPLOAD_LIMITS = { fileSize: UPLOAD_MAX_BYTES, fields: 5, fieldSize: 100 };
