/**
 * How a CRUI member signs the minutes (decision 086), set by regional support: ELECTRONIC through the
 * e-signature partner (a certificate in the member's name), or PICTURE, its stored signature picture printed
 * in its box when the minutes are generated.
 */
export const SIGNATURE_MODES = ['ELECTRONIC', 'PICTURE'] as const;
export type SignatureMode = (typeof SIGNATURE_MODES)[number];
