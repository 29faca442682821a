/** Examination states of a parcel (spec 2 "Examination / Rokhas verification states", spec 3 §3 Land). */
export const PARCEL_EXAMINATION_STATES = [
  'NOT_EXAMINED',
  'EXAMINED_OR_IN_PROGRESS',
  'EXAMINED_WITH_FAVORABLE_DECISION',
  'EXAMINED_WITH_UNFAVORABLE_DECISION',
  'SENDING_IN_PROGRESS',
] as const;
export type ParcelExaminationState = (typeof PARCEL_EXAMINATION_STATES)[number];

/** Categories of an investor's land request (decision 070: the spec names none, issue 19 names these four). */
export const LAND_REQUEST_CATEGORIES = ['NEW', 'BEING_QUALIFIED', 'QUALIFIED', 'CLOSED'] as const;
export type LandRequestCategory = (typeof LAND_REQUEST_CATEGORIES)[number];

/** The parcel type a land member follows (decision 070): every parcel, titled ones (1170) or requisitions (130). */
export const LAND_PARCEL_TYPES = ['ALL', 'TITLE', 'REQUISITION'] as const;
export type LandParcelType = (typeof LAND_PARCEL_TYPES)[number];

/** Land search bounds (spec 1 §3, remaining-areas §4-E): area in hectares, text at least 3 characters. */
export const LAND_AREA_MIN_HA = 0.1;
export const LAND_AREA_MAX_HA = 150;
export const LAND_SEARCH_MIN_CHARS = 3;

/** A land appointment's states (decision 070): asked, scheduled (or moved), held, cancelled. */
export const LAND_APPOINTMENT_STATES = ['TO_BE_SCHEDULED', 'SCHEDULED', 'HELD', 'CANCELLED'] as const;
export type LandAppointmentState = (typeof LAND_APPOINTMENT_STATES)[number];
