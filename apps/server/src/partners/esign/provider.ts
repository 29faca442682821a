/**
 * The e-signature provider as the portal sees it (ARCHITECTURE.md: partner adapters behind interfaces).
 * The portal hands the provider a document and its signer, sends the browser to the provider's page, and
 * on the browser's return exchanges the transaction id for the signed bytes, which it verifies itself.
 * The sandbox provider (sandbox-provider.ts) is the default; a real one implements the same interface.
 */
export interface SignRequestInput {
  document: Uint8Array;
  documentName: string;
  signer: { fullName: string; email: string | null };
  /** Why the document is signed, written into the signature (`/Reason`): the minutes, an act… */
  reason: string;
  /** The portal page the browser returns to; the provider appends `transactionId=` to it. */
  returnUrl: string;
  /** The portal page the browser goes to when signing is cancelled or fails. */
  errorUrl: string;
  lang: 'fr' | 'ar';
  now: Date;
}

export interface EsignProvider {
  /** Registers a signing request; `url` is the provider's page for the signer. */
  createRequest(input: SignRequestInput): Promise<{ requestId: string; url: string }>;
  /**
   * The signed document of a completed request, given once (a second call answers null), or null for an
   * unknown transaction or a request not signed.
   */
  collectSigned(transactionId: string): Promise<{ requestId: string; pdf: Uint8Array } | null>;
  /** The provider's own text of why a request failed or was cancelled; null when it did not. */
  requestError(requestId: string): Promise<string | null>;
  /** Drops a request the portal no longer waits for (the signing lock expired or was taken back). */
  abandon(requestId: string, now: Date): Promise<void>;
}
