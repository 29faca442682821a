import { SIGNATURE_MODES } from '@cri/shared/enums/signature-modes';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { regions } from './reference-data.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** An account (spec 1 §3 User). `username` is the login e-mail, stored lower-case. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull(),
    title: text('title'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    picturePath: text('picture_path'),
    passwordExpirationDate: date('password_expiration_date', { mode: 'string' }),
    regionId: integer('region_id').references(() => regions.id),
    /** The investor profile of this account, set by the profiles module once the profile exists. */
    investorId: integer('investor_id'),
    habilitations: text('habilitations').array().notNull().default(sql`'{}'::text[]`),
    /** True until the staff member configures the authenticator. */
    firstConnection: boolean('first_connection').notNull().default(true),
    activeMfa: boolean('active_mfa').notNull().default(false),
    /** Base32 TOTP secret of staff accounts. */
    totpSecret: text('totp_secret'),
    /** TOTP time step last accepted: a code is accepted once. */
    lastOtpCounter: integer('last_otp_counter'),
    isDirector: boolean('is_director').notNull().default(false),
    isWali: boolean('is_wali').notNull().default(false),
    isFocalMember: boolean('is_focal_member').notNull().default(false),
    isCruiMember: boolean('is_crui_member').notNull().default(false),
    mobilePhone: text('mobile_phone'),
    deskPhone: text('desk_phone'),
    /** False until the e-mail is confirmed (investors signing up). */
    enabled: boolean('enabled').notNull().default(true),
    lastConnectionAt: timestamp('last_connection_at', { withTimezone: true, mode: 'date' }),
    /** Failed sign-ins since the last successful one (the `failedauthentication` header). */
    failedAuthCount: integer('failed_auth_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('users_region_idx').on(t.regionId),
    // The back-office account lists (decision 089, bench/accounts-10k.mjs): the default order (last name, then id)
    // read from an index, and the list's search (`lower(coalesce(col, '')) like '%…%'` on the username and the
    // names) served by trigram indexes on the same expressions, so a page never reads the whole table.
    index('users_last_name_id_idx').on(t.lastName, t.id),
    index('users_username_search_idx').using('gin', sql`lower(coalesce(${t.username}, '')) gin_trgm_ops`),
    index('users_first_name_search_idx').using('gin', sql`lower(coalesce(${t.firstName}, '')) gin_trgm_ops`),
    index('users_last_name_search_idx').using('gin', sql`lower(coalesce(${t.lastName}, '')) gin_trgm_ops`),
    // The files' search by investor (decision 100): "first last" and "last first", `ilike '%…%'`.
    index('users_full_name_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    index('users_reversed_name_trgm_idx').using('gin', sql`(${t.lastName} || ' ' || ${t.firstName}) gin_trgm_ops`),
    // The investors registered in a period (global indicators): the investors' accounts by creation date.
    index('users_investor_created_idx').on(t.createdAt).where(sql`'ROLE_INVESTOR' = any(${t.roles})`),
  ],
);

/** Regional advisor record of a staff account (spec 1 §3 Advisor; the job title is fixed text). */
export const advisors = pgTable('advisors', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  regionId: integer('region_id')
    .notNull()
    .references(() => regions.id),
  active: boolean('active').notNull().default(true),
});

/** Member of a regional unified investment commission (spec 1 §3 CRUI member). */
export const cruiMembers = pgTable('crui_members', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  regionId: integer('region_id')
    .notNull()
    .references(() => regions.id),
  /** The member's administration; its table belongs to reference data, not created yet. */
  administrationId: integer('administration_id'),
  jobTitle: text('job_title'),
  isFocalMember: boolean('is_focal_member').notNull().default(false),
  isCruiMember: boolean('is_crui_member').notNull().default(true),
  permanent: boolean('permanent').notNull().default(false),
  director: boolean('director').notNull().default(false),
  actSignatory: boolean('act_signatory').notNull().default(false),
  hasEsignKey: boolean('has_esign_key').notNull().default(false),
  governor: boolean('governor').notNull().default(false),
  /** False once the back-office deactivates the member (the account is disabled too). */
  active: boolean('active').notNull().default(true),
  /** Stored picture of the member's handwritten signature (back-office upload, issue 17; its storage key). */
  signaturePicturePath: text('signature_picture_path'),
  /**
   * How the member signs the minutes (decision 086): ELECTRONIC through the e-signature partner, or PICTURE (its
   * signature picture printed in its box when the minutes are generated). Set by regional support.
   */
  signatureMode: text('signature_mode', { enum: SIGNATURE_MODES }).notNull().default('ELECTRONIC'),
});

/** Regional support record: only some regional supports may reset security codes (spec 1 §6). */
export const regionalSupports = pgTable('regional_supports', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  regionId: integer('region_id')
    .notNull()
    .references(() => regions.id),
  active: boolean('active').notNull().default(true),
  canResetOtp: boolean('can_reset_otp').notNull().default(false),
});

/**
 * A signed-in session: one refresh-token family. Staff sessions start before the security code
 * (otpValidated false) and are replaced by a new one once it is validated.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otpValidated: boolean('otp_validated').notNull(),
    /** Wrong security codes entered in this session; the session is revoked at the limit. */
    failedOtpAttempts: integer('failed_otp_attempts').notNull().default(0),
    /** Last refresh-token issue: once older than the refresh TTL every token of the family is expired. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_sessions_user_idx').on(t.userId),
    index('auth_sessions_last_used_idx').on(t.lastUsedAt),
    index('auth_sessions_revoked_idx').on(t.revokedAt),
  ],
);

/** Opaque refresh tokens, stored hashed; rotation keeps the family, reuse of a used token revokes it. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_expires_idx').on(t.expiresAt),
  ],
);

/** Server-side captchas: single use, short-lived, answer stored hashed. */
export const captchas = pgTable(
  'captchas',
  {
    id: uuid('id').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

/** Secrets generated once and shared by every instance (e.g. the JWT key when JWT_SECRET is unset). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
