import { z } from 'zod';

/**
 * The one error shape of the API (ARCHITECTURE.md §8). `messageKey` is a key of the `errors`
 * catalogue in packages/i18n; `message` is its French text, for integrators reading raw responses.
 */
export const ZFieldError = z.object({ field: z.string(), messageKey: z.string() });
export const ZApiError = z.object({
  status: z.number().int(),
  errorCode: z.string(),
  message: z.string(),
  messageKey: z.string(),
  fieldErrors: z.array(ZFieldError).optional(),
  /** Every 429: the seconds to wait, also sent as `Retry-After`; the message ends with that wait. */
  retryAfterSeconds: z.number().int().min(0).optional(),
  /** The numeric code the spec names for this error, when it names one (SPEC_ERROR_CODES). */
  code: z.number().int().optional(),
});
export type TApiError = z.infer<typeof ZApiError>;
export type TFieldError = z.infer<typeof ZFieldError>;

/** Error codes and the HTTP status each maps to: the only place this mapping lives. */
export const ERROR_STATUS = {
  // Field rules broken (spec 1 §8: "the form is not filled in correctly"); malformed JSON stays 400.
  VALIDATION_FAILED: 422,
  MALFORMED_REQUEST: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  /** Right password, but the e-mail address has not been confirmed yet. */
  ACCOUNT_NOT_ACTIVATED: 401,
  TOKEN_INVALID: 401,
  SECURITY_CODE_REQUIRED: 401,
  INVALID_SECURITY_CODE: 401,
  /** Too many wrong security codes: the session is revoked, the user signs in again. */
  SECURITY_CODE_ATTEMPTS_EXCEEDED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ACCOUNT_NOT_FOUND: 404,
  /** Regional support: no such account in its region (spec 1 §8, security-code reset). */
  ACCOUNT_NOT_IN_REGION: 404,
  /** Investor accounts have no security code to reset (spec 1 §6). */
  NO_SECURITY_CODE: 422,
  CONFLICT: 409,
  EMAIL_EXISTS: 409,
  /** Activation link past its lifetime (spec 1 §4.2: 304 sends the page to /activation/resend). */
  ACTIVATION_LINK_EXPIRED: 304,
  /** Activation link unknown, already used or replaced by a newer one. */
  ACTIVATION_LINK_INVALID: 404,
  /** POST /investors/create when the account already has its investor record. */
  INVESTOR_EXISTS: 409,
  INVALID_CAPTCHA: 422,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  /** Too many wrong passwords on one account: wait `Retry-After` seconds (capped; never a permanent lock). */
  SIGN_IN_THROTTLED: 429,
  /** Password reset link unknown, already used or expired. */
  RESET_TOKEN_INVALID: 422,
  /** Change password: the current password given is wrong (field error on lastPassword). */
  WRONG_PASSWORD: 422,
  PASSWORD_EXPIRED: 308,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  /** An upload whose content is not an accepted type (the spec's error code 9994 warning). */
  UNSUPPORTED_FILE_TYPE: 422,
  /** The appointments of the day are used up (spec 2 §8: 422 -> /reach-max-attemps-appointment/error). */
  APPOINTMENT_DAILY_LIMIT: 422,
  /** An appointment was already requested today with this advisor (spec 2 §8: try again later). */
  APPOINTMENT_ALREADY_REQUESTED: 409,
  /** The advisor's slot was booked by someone else first. */
  SLOT_TAKEN: 409,
  /** A cancelled appointment cannot be changed any more. */
  APPOINTMENT_CANCELLED: 409,
  /** Spec 2 §4: only the appointment's assigned advisor schedules, moves or cancels it (decision 031). */
  APPOINTMENT_NOT_ASSIGNED: 403,
  /** The file is not in a phase the investor may edit (spec 2 §4: draft, draft-new-procedure, restored). */
  PROJECT_NOT_EDITABLE: 409,
  /** A phase change outside the transitions the spec names (a programming error, never a user's). */
  PHASE_TRANSITION_REFUSED: 409,
  /** Own funds and other funding exceed 100% together (spec 2 §5 project info form). */
  SUM_IS_GREATER_THAN_HUNDRED: 422,
  /** An upload in which the virus scan found a threat (spec 2 §5: disinfect and upload again); never stored. */
  FILE_INFECTED: 422,
  /** The 60-minute window to replace or delete an uploaded document is over (spec 2 §5, §9). */
  DOCUMENT_MODIFICATION_CLOSED: 409,
  /** A document of this type is already uploaded: replace it by sending its providedDocumentId. */
  PROVIDED_DOCUMENT_EXISTS: 409,
  /** Sharing (spec 2 §9): a chosen administration has no commission member (contact regional support). */
  SHARE_ADMINISTRATION_WITHOUT_MEMBER: 422,
  /** Sharing before the advisor validated the file (latest phase FILLED or later). */
  SHARE_NOT_VALIDATED: 409,
  /** Notifying the members of a file not shared with any administration yet. */
  SHARE_NOT_SHARED: 409,
  /** Advisor review (spec 2 §8): the last active procedure of a file cannot be disabled. */
  LAST_ACTIVE_PROCEDURE: 422,
  /** Advisor review: the file is not in a phase in which it is checked (a draft, or already examined). */
  PROJECT_NOT_IN_REVIEW: 409,
  /** Validation refused while a document is rejected, or requested and not provided (spec 2 §4). */
  DOCUMENTS_IN_ERROR: 409,
  /** Spec 2 §4: after validation no document may be requested from an administration. */
  PROJECT_ALREADY_VALIDATED: 409,
  /** Decision 029: another advisor of the region reads the file, only the assigned advisor acts on it. */
  NOT_ASSIGNED_ADVISOR: 403,
  /** Decision 028: sending the review back with no rejected document and no request. */
  NOTHING_TO_SEND_BACK: 409,
  /** Decision 028: the file is with the investor already; the review goes back once they resubmit. */
  PROJECT_WITH_INVESTOR: 409,
  /** Decision 028: a request already sent to the investor is not withdrawn. */
  DOCUMENT_REQUEST_SENT: 409,
  /** Advisor review: the administration's document was already recorded as received. */
  DOCUMENT_REQUEST_FULFILLED: 409,
  /** Commission (issue 7): the file is not programmed in a commission session (no cruiDate). */
  COMMISSION_NOT_PROGRAMMED: 409,
  /** Commission: the decision is recorded on the day of the session or after, never before. */
  COMMISSION_SESSION_NOT_STARTED: 409,
  /** Commission: the session's decision is already recorded; nothing about it changes any more. */
  COMMISSION_ALREADY_DECIDED: 409,
  /** Commission: a member gives an opinion only on a file shared with their administration (or when added). */
  COMMISSION_NOT_A_MEMBER: 403,
  /** Lifting reserves: the latest decision is not favourable with reserves, or they were already lifted. */
  COMMISSION_NO_RESERVES: 409,
  /** Competence (spec 2 §9, decisions 030, 050): a file of 250 M DH or more is not programmed in a regional commission. */
  NATIONAL_COMMISSION_COMPETENCE: 409,
  /** Competence (decision 050): the national commission decides only files of 250 M DH or more. */
  REGIONAL_COMMISSION_COMPETENCE: 409,
  /** National commission (decision 050): the file does not wait for a commission decision (not validated, or decided). */
  NATIONAL_COMMISSION_NOT_AWAITING: 409,
  /** Decision 041: the file already has an advisor-change request waiting for the director. */
  ADVISOR_CHANGE_PENDING: 409,
  /** Decision 041: the advisor-change request was already accepted or refused. */
  ADVISOR_CHANGE_DECIDED: 409,
  /** Decision 041: only the regional director decides advisor-change requests. */
  NOT_REGIONAL_DIRECTOR: 403,
  /** PV (issue 7): the commission's decision is not recorded yet: no PV before it. */
  PV_NOT_DECIDED: 409,
  /** PV: it exists already and never changes after the session (generated once). */
  PV_ALREADY_EXISTS: 409,
  /** PV: nothing to sign or finalise before the PV is generated. */
  PV_NOT_GENERATED: 409,
  /** PV: a scan signed on paper was uploaded: no electronic signature (never both modes). */
  PV_MANUAL_MODE: 409,
  /** PV: electronic signature started (or finalised): no manual upload any more. */
  PV_ESIGN_STARTED: 409,
  /** PV: manual upload is off on this server (UPLOAD_PV_MANUALLY=false): a disabled feature is 404 (decision 045). */
  PV_MANUAL_UPLOAD_DISABLED: 404,
  /** PV: another member is signing right now (spec 2 §8: try again later). */
  PV_SIGNING_IN_PROGRESS: 409,
  /** PV: the member already signed. */
  PV_ALREADY_SIGNED: 409,
  /** PV: the caller is not one who signs (absent, conflict of interest, not the voting member, not seated). */
  PV_SIGNER_NOT_ALLOWED: 403,
  /** PV: 48 hours after finalisation signing is closed. */
  PV_SIGNING_CLOSED: 409,
  /** PV: the advisor already finalised the signatures. */
  PV_ALREADY_FINALIZED: 409,
  /** E-signature (spec 2 §9): the certificate's name is not the member's. */
  ESIGN_CERTIFICATE_NAME_MISMATCH: 422,
  /** E-signature: the certificate was not valid when signing. */
  ESIGN_CERTIFICATE_DATE_INVALID: 422,
  /** E-signature: the signed document does not verify (altered, untrusted, or not the current PV). */
  ESIGN_SIGNATURE_INVALID: 422,
  /** E-signature: unknown, foreign, unsigned or already used transaction. */
  ESIGN_TRANSACTION_INVALID: 422,
  /** Delivery act (issue 14): the governor's signature is already under way at the provider (lock held). */
  ACT_SIGNING_IN_PROGRESS: 409,
  /** Delivery act: only the governor (wali flag) of the file's region signs it or asks its revision. */
  ACT_SIGNER_NOT_GOVERNOR: 403,
  /** Spec 2 Advisor actions: follow-up actions start after the commission decision. */
  FOLLOW_UP_NOT_DECIDED: 409,
  /** The procedure was closed by its last step: no new action on it. */
  FOLLOW_UP_PROCEDURE_CLOSED: 409,
  /** Spec 2 Advisor actions: once the procedure's folder is sent to Rokhas, no action is launched on it. */
  FOLLOW_UP_PROCEDURE_SENT_TO_ROKHAS: 409,
  /** The action is done or was closed: it no longer changes. */
  FOLLOW_UP_ACTION_NOT_OPEN: 409,
  /** An action is deleted within one hour of its creation and while nobody answered it. */
  FOLLOW_UP_ACTION_DELETE_CLOSED: 409,
  /** Only the action's recipient answers it. */
  FOLLOW_UP_NOT_RECIPIENT: 403,
  /** The operation does not apply to this type of action. */
  FOLLOW_UP_WRONG_TYPE: 409,
  /** The act of an ACT_DELIVERY action is a PDF only. */
  ACT_NOT_PDF: 422,
  /** No act is attached to this action yet. */
  ACT_MISSING: 409,
  /** The act is not awaiting the director's validation (already validated, revision asked or signed). */
  ACT_NOT_AWAITING_VALIDATION: 409,
  /** The governor signs only an act the director validated. */
  ACT_NOT_VALIDATED_BY_DIRECTOR: 409,
  /** The act is signed: it no longer changes. */
  ACT_ALREADY_SIGNED: 409,
  /** Rokhas (decision 039): the file has no architect e-mail to check with the partner. */
  ROKHAS_ARCHITECT_EMAIL_MISSING: 422,
  /** Rokhas: sharing refused (not decided favourably, commune not covered, already shared, not the assigned advisor). */
  ROKHAS_SHARE_REFUSED: 409,
  /** Rokhas (spec 2 §9): documents missing, minutes unsigned or final minutes not uploaded, or already sent. */
  ROKHAS_SEND_BLOCKED: 409,
  /** Rokhas callback: wrong or missing HMAC signature. */
  ROKHAS_CALLBACK_SIGNATURE_INVALID: 401,
  /** Rokhas callback: signed more than 5 minutes away from now. */
  ROKHAS_CALLBACK_STALE: 401,
  /** Rokhas callback: this event was received already (a replay). */
  ROKHAS_CALLBACK_REPLAYED: 409,
  /** Appeals (issue 15): the file may not be appealed now (no or a favourable decision, second one, too late…). */
  RECOURSE_NOT_ALLOWED: 409,
  /** The appeal is already decided: it no longer changes. */
  RECOURSE_ALREADY_DECIDED: 409,
  /** This role does not act on this kind of appeal (the governor the gracious one, the national commission the other). */
  RECOURSE_WRONG_KIND: 403,
  /** Payments (issue 16): no open PAYMENT follow-up action on this procedure of the file. */
  PAYMENT_NO_REQUEST_ACTION: 409,
  /** A payment request already exists for this procedure of the file. */
  PAYMENT_ALREADY_REQUESTED: 409,
  /** No administration of the region is paid for this procedure (no payment parameters). */
  PAYMENT_NO_ADMINISTRATION: 409,
  /** The request, the sheet or the line is not in a state that allows this operation. */
  PAYMENT_WRONG_STATE: 409,
  /** The technical sheet of this request exists already: it is modified, not created again. */
  PAYMENT_SHEET_EXISTS: 409,
  /** The totals sent differ from the sum of the parcels (the server's totals are the only ones kept). */
  PAYMENT_TOTALS_MISMATCH: 422,
  /** Only a member of the line's administration evaluates it. */
  PAYMENT_NOT_LINE_MEMBER: 403,
  /** The fees are payable once every administration validated the sheet. */
  PAYMENT_NOT_PAYABLE: 409,
  /** The fees are paid already: nothing is paid twice. */
  PAYMENT_ALREADY_PAID: 409,
  /** Spec 2 §4: online payment is impossible when one administration does not accept it. */
  PAYMENT_ONLINE_NOT_SUPPORTED: 409,
  /** Payment provider callback: wrong or missing HMAC signature. */
  PAYMENT_CALLBACK_SIGNATURE_INVALID: 401,
  /** Payment provider callback: signed more than 5 minutes away from now. */
  PAYMENT_CALLBACK_STALE: 401,
  /** Payment provider callback: this message was received already (a replay). */
  PAYMENT_CALLBACK_REPLAYED: 409,
  /** Payment provider callback: the amount differs from the transaction's (the transaction stays ongoing). */
  PAYMENT_AMOUNT_MISMATCH: 422,
  /** The uploaded PDF is not the generated sheet awaiting signature (no or another marker; decision 057). */
  PAYMENT_SIGNED_SHEET_UNRECOGNISED: 422,
  /** Multi-channel payment: this payment key is unknown to the provider or already paid (decision 058). */
  PAYMENT_KEY_UNKNOWN: 404,
  /** A transaction of the other channel (card or multi-channel key) is ongoing: it must end first (decision 058). */
  PAYMENT_ONGOING_OTHER_CHANNEL: 409,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * The numeric codes the spec gives some errors, sent as `code` beside our `errorCode` for clients written
 * against the spec: 9994 for an upload refused for its type (spec 1 §8, 3 §8 "code 9994: a warning on the
 * signature picture or reference document"). The HTTP status stays ours (422; decision 034).
 */
export const SPEC_ERROR_CODES: Partial<Record<ErrorCode, number>> = {
  UNSUPPORTED_FILE_TYPE: 9994,
};

/** messageKey of each code in the `errors` catalogue. */
export const errorMessageKey = (code: ErrorCode): string => `errors.${code}`;

/**
 * The "try again in …" sentence closing every 429 message, from its Retry-After: the key (with plural
 * forms, `{{count}}`) and the count, in a unit a reader takes in at a glance, rounded up.
 */
export function retryWait(seconds: number): { key: string; count: number } {
  const s = Math.max(1, Math.ceil(seconds));
  if (s <= 90) return { key: 'errors.retryIn.seconds', count: s };
  if (s <= 90 * 60) return { key: 'errors.retryIn.minutes', count: Math.ceil(s / 60) };
  if (s <= 36 * 3600) return { key: 'errors.retryIn.hours', count: Math.ceil(s / 3600) };
  return { key: 'errors.retryIn.days', count: Math.ceil(s / 86_400) };
}
