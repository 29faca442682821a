/** Business constants of spec 1 §9 and spec 2 §9. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_EXPIRY_WARNING_DAYS = 7;
export const PASSWORD_VALIDITY_DAYS = 180;
export const SECURITY_CODE_LENGTH = 6;
export const MAX_REFRESH_RETRIES = 3;
export const SEARCH_MIN_LENGTH = 3;
export const UPLOAD_MAX_BYTES = 70 * 1024 * 1024;
/** An uploaded document may be replaced or deleted for this long after its upload (spec 2 §5, §9). */
export const DOCUMENT_MODIFICATION_WINDOW_MINUTES = 60;
/** Reference date of the "new features" page (spec 1 §4.1 step 9). */
export const NEW_FEATURES_REFERENCE_DATE = '2023-01-16';
/**
 * Days after the reference date during which every user is shown the new-features page (spec 1 §4.1
 * step 9 hides the threshold; chosen: 30 days, see docs/decisions/002-post-login-redirect.md).
 */
export const NEW_FEATURES_WINDOW_DAYS = 30;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 3600;
export const CAPTCHA_TTL_SECONDS = 10 * 60;
export const STORAGE_KEYS = { accessToken: 'accessToken', refreshToken: 'refreshToken', otpValid: 'otpvalid' } as const;
export const DEFAULT_LANGUAGE = 'fr';
export const LANGUAGES = ['fr', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const PLATFORM_VERSION = '2.0.0';
/**
 * Framing questionnaires an investor account may file per calendar day (Morocco time); spec 2 §8 names
 * the daily maximum without its value. Counted in the database, so it holds across restarts and instances.
 */
export const FRAMING_FORM_DAILY_LIMIT = 5;
/** Questionnaire description (spec 2 §5, §9). */
export const FRAMING_FORM_DESCRIPTION_MAX = 500;
/** Desired land area filter of the questionnaire, in hectares (spec 2 §3). */
export const FRAMING_FORM_AREA_MIN_HA = 0.1;
export const FRAMING_FORM_AREA_MAX_HA = 150;
/** Page size of the staff list of questionnaires (spec 2 §9: not shown). */
export const FRAMING_FORM_PAGE_SIZE = 10;
/** Appointments one account (visitors: one e-mail address) may request per day (spec 2 §8; value not given). */
export const APPOINTMENT_DAILY_LIMIT = 3;
/**
 * Project info form and land rows (spec 2 §5, §9). The spec gives the special index (5) and the
 * percentage range; the other maximums are not shown and were chosen (docs/decisions/011-project-infos.md).
 */
export const LAND_SPECIAL_INDEX_MAX_LENGTH = 5;
export const LAND_TITLE_NUMBER_MAX = 999_999_999;
export const LAND_TITLE_INDEX_MAX_LENGTH = 10;
export const LAND_REQUISITION_NUMBER_MAX_LENGTH = 20;
export const LAND_REGISTRY_MAX_LENGTH = 100;
export const LAND_COVER_DOCUMENT_MAX_LENGTH = 200;
export const PROJECT_LANDS_MAX = 50;
export const PARCEL_SURFACE_MAX_M2 = 10_000_000_000;
export const INFO_NUMBER_MAX = 1e13;
export const INFO_TEXT_MAX_LENGTH = 1000;
/** Exploitation years of one project: bounds the kickoff-to-completion period the form splits. */
export const EXPLOITATION_YEARS_MAX = 30;
/**
 * Archives and restores one investor account may make per calendar day (Morocco time); spec 2 §8 names
 * the maximums without their values. Counted in the database from the phase rows the account wrote.
 */
export const PROJECT_ARCHIVE_DAILY_LIMIT = 5;
export const PROJECT_RESTORE_DAILY_LIMIT = 5;
/** Page size of the project lists (spec 2 §7: not shown) and of a dashboard widget. */
export const PROJECT_PAGE_SIZE = 10;
export const PROJECT_DASHBOARD_PAGE_SIZE = 5;
/** A file in deposit with no change for this many days is archived automatically (spec 2 §4, §9). */
export const PROJECT_INACTIVITY_ARCHIVE_DAYS = 60;
