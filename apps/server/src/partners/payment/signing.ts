import type { PaymentChannel } from '@cri/shared/enums/payments';
import type { Hmac } from '../../lib/hmac-secret.ts';

/**
 * The signatures of the payment provider link (issue 16, decision 055). The portal signs the checkout it
 * sends the browser to (reference, amount, return address: the card page cannot be opened for another
 * amount); the provider signs its callbacks over timestamp, message id and exact body. A callback signed
 * more than 5 minutes away from now is refused, and a message id already received is refused (replay).
 */
export const HEADER_TIMESTAMP = 'x-payment-timestamp';
export const HEADER_ID = 'x-payment-id';
export const HEADER_SIGNATURE = 'x-payment-signature';
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000;

export interface Checkout {
  reference: string;
  amountCentimes: number;
  /** The portal page the browser comes back to; `{result}` becomes success, failure or ongoing. */
  returnUrl: string;
  /** CARD, or MULTI_CHANNEL with the unique key paid later (decision 058). */
  channel: PaymentChannel;
  paymentKey: string;
}

const checkoutText = (c: Checkout) =>
  ['payment-v1', 'checkout', c.reference, String(c.amountCentimes), c.returnUrl, c.channel, c.paymentKey].join('\n');
const callbackText = (timestamp: string, id: string, body: string) => ['payment-v1', 'to-portal', timestamp, id, body].join('\n');

export const signCheckout = (hmac: Hmac, c: Checkout): Promise<string> => hmac.sign(checkoutText(c));
export const verifyCheckout = (hmac: Hmac, c: Checkout, sig: string): Promise<boolean> =>
  /^[\w-]{1,100}$/.test(sig) ? hmac.verify(checkoutText(c), sig) : Promise.resolve(false);

export async function signCallback(hmac: Hmac, m: { id: string; body: string; now: Date }): Promise<Record<string, string>> {
  const timestamp = String(m.now.getTime());
  return {
    [HEADER_TIMESTAMP]: timestamp,
    [HEADER_ID]: m.id,
    [HEADER_SIGNATURE]: await hmac.sign(callbackText(timestamp, m.id, m.body)),
  };
}

const header = (headers: Record<string, string | string[] | undefined>, name: string): string => {
  const value = headers[name];
  return typeof value === 'string' ? value : '';
};

export async function verifyCallback(
  hmac: Hmac,
  m: { headers: Record<string, string | string[] | undefined>; body: string; now: Date },
): Promise<{ ok: true; id: string } | { ok: false; reason: 'SIGNATURE' | 'STALE' }> {
  const timestamp = header(m.headers, HEADER_TIMESTAMP);
  const id = header(m.headers, HEADER_ID);
  const signature = header(m.headers, HEADER_SIGNATURE);
  if (!/^\d{1,15}$/.test(timestamp) || !/^[\w.:-]{1,100}$/.test(id) || !/^[\w-]{1,100}$/.test(signature))
    return { ok: false, reason: 'SIGNATURE' };
  if (!(await hmac.verify(callbackText(timestamp, id, m.body), signature))) return { ok: false, reason: 'SIGNATURE' };
  if (Math.abs(m.now.getTime() - Number(timestamp)) > SIGNATURE_TOLERANCE_MS) return { ok: false, reason: 'STALE' };
  return { ok: true, id };
}
