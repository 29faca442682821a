import { type TValidateOtpResponse, ZValidateOtpResponse } from '@cri/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * GET /validateOtp (spec 1 §7), with the pre-security-code bearer token. A GET on the wire, but it changes
 * the session (and counts wrong codes), so the web treats it as a mutation.
 */
export async function validateOtp(secureCode: string): Promise<TValidateOtpResponse> {
  return ZValidateOtpResponse.parse(await apiFetch<unknown>('/validateOtp', { query: { secureCode }, blocking: true }));
}

export const useValidateOtp = () => useMutation({ mutationFn: validateOtp });
