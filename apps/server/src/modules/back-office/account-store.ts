import { randomBytes } from 'node:crypto';
import type { ResourceDecl } from '@cri/shared/back-office/resource';
import {
  ADVISORS,
  CRUI_MEMBERS,
  HABILITATION_FIELDS,
  LAND_MEMBERS,
  MONITORING_MANAGERS,
  NATIONAL_ACCOUNT_ROLES,
  NATIONAL_ACCOUNTS,
  PIAFE_ADVISORS,
  REGIONAL_SUPPORTS,
} from '@cri/shared/back-office/resources';
import type { LandParcelType } from '@cri/shared/enums/land';
import type { Habilitation, Role } from '@cri/shared/enums/roles';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../../core/service-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { advisors, cruiMembers, regionalSupports, users } from '../../db/schema/accounts.ts';
import { landMemberSettings } from '../../db/schema/land.ts';
import { administrations, administrationTypes } from '../../db/schema/reference-data.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { findUserByUsername, normaliseUsername } from '../auth/accounts-service.ts';
import { revokeUserSessions } from '../auth/refresh-tokens.ts';
import { sendAccountSetupLink } from '../passwords/account-setup-service.ts';
import { checkMemberAdministration, checkProvinces, idsOf } from './geography-checks.ts';
import type { Body, ResourceStore, Row, SelectBuilder } from './store.ts';

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const bool = (v: unknown): boolean => v === true;

const userColumns = {
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  mobilePhone: users.mobilePhone,
  deskPhone: users.deskPhone,
};

const emailExists = () =>
  new AppError('EMAIL_EXISTS', { fieldErrors: [{ field: 'username', messageKey: 'backOffice.errors.usernameExists' }] });

/** The users row of a new staff account: no usable password until the person follows the setup link. */
async function insertAccount(
  ctx: RequestContext,
  tx: DbOrTx,
  body: Body,
  { roles, regionId, flags = {} }: { roles: Role[]; regionId: number | null; flags?: Partial<typeof users.$inferInsert> },
): Promise<number> {
  const username = normaliseUsername(String(body.username));
  if (await findUserByUsername(tx, username)) throw emailExists();
  const [row] = await tx
    .insert(users)
    .values({
      username,
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      roles,
      firstName: String(body.firstName),
      lastName: String(body.lastName),
      mobilePhone: str(body.mobilePhone),
      deskPhone: str(body.deskPhone),
      regionId,
      enabled: true,
      firstConnection: true,
      ...flags,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!row) throw emailExists();
  await sendAccountSetupLink(ctx, tx, { userId: row.id, username, firstName: String(body.firstName), now: ctx.now() });
  return row.id;
}

async function updateUser(tx: DbOrTx, id: number, body: Body, extra: Partial<typeof users.$inferInsert> = {}) {
  await tx
    .update(users)
    .set({
      firstName: String(body.firstName),
      lastName: String(body.lastName),
      mobilePhone: str(body.mobilePhone),
      deskPhone: str(body.deskPhone),
      ...extra,
    })
    .where(eq(users.id, id));
}

/** Disables the account and ends its sessions at once (spec: deactivating an account ends its sessions). */
async function setEnabled(ctx: RequestContext, tx: DbOrTx, id: number, enabled: boolean) {
  await tx.update(users).set({ enabled }).where(eq(users.id, id));
  if (!enabled) await revokeUserSessions(tx, id, ctx.now());
}

/** A staff account with a record in a role table (advisors, CRUI members, regional supports). */
function roleAccountStore(opts: {
  decl: ResourceDecl;
  role: Role;
  table: typeof advisors | typeof cruiMembers | typeof regionalSupports;
  extraColumns: Record<string, PgColumn | SQL>;
  activeColumn: PgColumn;
  roleValues: (body: Body) => Record<string, unknown>;
  userFlags?: (body: Body) => Partial<typeof users.$inferInsert>;
  /** Checks the body against the database before anything is written (before: the record changed, if any). */
  check?: (tx: DbOrTx, body: Body, before: Row | undefined) => Promise<void>;
}): ResourceStore {
  const { table } = opts;
  return {
    decl: opts.decl,
    idColumn: users.id,
    regionColumn: table.regionId,
    columns: { ...userColumns, regionId: table.regionId, ...opts.extraColumns, active: opts.activeColumn },
    select: (db, selection) =>
      db.select(selection).from(users).innerJoin(table, eq(table.userId, users.id)).$dynamic() as unknown as SelectBuilder,
    async insert(ctx, tx, body) {
      const regionId = Number(body.regionId);
      const active = body.active !== false;
      await opts.check?.(tx, body, undefined);
      const id = await insertAccount(ctx, tx, body, {
        roles: [opts.role],
        regionId,
        flags: { ...opts.userFlags?.(body), enabled: active },
      });
      await tx.insert(table).values({ userId: id, regionId, active, ...opts.roleValues(body) } as typeof advisors.$inferInsert);
      return id;
    },
    async update(ctx, tx, id, body, before) {
      const regionId = Number(body.regionId);
      const active = body.active === true;
      await opts.check?.(tx, body, before);
      await updateUser(tx, id, body, { regionId, ...opts.userFlags?.(body) });
      await tx
        .update(table)
        .set({ regionId, active, ...opts.roleValues(body) } as Partial<typeof advisors.$inferInsert>)
        .where(eq(table.userId, id));
      if (active !== before.active) await setEnabled(ctx, tx, id, active);
    },
    async deactivate(ctx, tx, id) {
      await tx
        .update(table)
        .set({ active: false } as Partial<typeof advisors.$inferInsert>)
        .where(eq(table.userId, id));
      await setEnabled(ctx, tx, id, false);
    },
  };
}

export const advisorStore = roleAccountStore({
  decl: ADVISORS,
  role: 'ROLE_ADVISOR',
  table: advisors,
  extraColumns: {},
  activeColumn: advisors.active,
  roleValues: () => ({}),
});

const memberFlags = (b: Body) => ({
  administrationId: typeof b.administrationId === 'number' ? b.administrationId : null,
  jobTitle: str(b.jobTitle),
  isCruiMember: bool(b.isCruiMember),
  permanent: bool(b.permanent),
  isFocalMember: bool(b.isFocalMember),
  director: bool(b.director),
  actSignatory: bool(b.actSignatory),
  governor: bool(b.governor),
  hasEsignKey: bool(b.hasEsignKey),
  signatureMode: b.signatureMode === 'PICTURE' ? ('PICTURE' as const) : ('ELECTRONIC' as const),
});

const cruiMemberAccounts = roleAccountStore({
  decl: CRUI_MEMBERS,
  role: 'ROLE_CRUI_MEMBER',
  table: cruiMembers,
  extraColumns: {
    administrationId: cruiMembers.administrationId,
    administrationNameFr: sql<
      string | null
    >`(select a.name_fr from ${administrations} a where a.id = ${cruiMembers.administrationId})`,
    administrationNameAr: sql<
      string | null
    >`(select a.name_ar from ${administrations} a where a.id = ${cruiMembers.administrationId})`,
    jobTitle: cruiMembers.jobTitle,
    isCruiMember: cruiMembers.isCruiMember,
    permanent: cruiMembers.permanent,
    isFocalMember: cruiMembers.isFocalMember,
    director: cruiMembers.director,
    actSignatory: cruiMembers.actSignatory,
    governor: cruiMembers.governor,
    hasEsignKey: cruiMembers.hasEsignKey,
    hasSignaturePicture: sql<boolean>`(${cruiMembers.signaturePicturePath} is not null)`,
    signatureMode: cruiMembers.signatureMode,
  },
  activeColumn: cruiMembers.active,
  roleValues: memberFlags,
  // The administration is one of the member's region (decision 087).
  check: (tx, b, before) =>
    checkMemberAdministration(
      tx,
      typeof b.administrationId === 'number' ? b.administrationId : null,
      Number(b.regionId),
      typeof before?.administrationId === 'number' ? before.administrationId : null,
    ),
  // The flags the sign-in claims and the act rules read on the account itself.
  userFlags: (b) => ({
    isDirector: bool(b.director),
    isWali: bool(b.governor),
    isFocalMember: bool(b.isFocalMember),
    isCruiMember: bool(b.isCruiMember),
  }),
});

/** CRUI members, with their signature picture (decision 087): stored under `signatures`, its key on the member. */
export const cruiMemberStore: ResourceStore = {
  ...cruiMemberAccounts,
  // Signing with the picture needs a picture (decision 086): sent with this change or stored before.
  async verify(tx, id) {
    const [row] = await tx
      .select({ mode: cruiMembers.signatureMode, key: cruiMembers.signaturePicturePath })
      .from(cruiMembers)
      .where(eq(cruiMembers.userId, id));
    if (row?.mode === 'PICTURE' && !row.key)
      throw new AppError('VALIDATION_FAILED', {
        fieldErrors: [{ field: 'signatureMode', messageKey: 'backOffice.errors.pictureModeNeedsPicture' }],
      });
  },
  file: {
    async keyOf(db, id) {
      const [row] = await db
        .select({ key: cruiMembers.signaturePicturePath })
        .from(cruiMembers)
        .where(eq(cruiMembers.userId, id));
      return row?.key ?? null;
    },
    async set(tx, id, key) {
      const [row] = await tx
        .select({ key: cruiMembers.signaturePicturePath })
        .from(cruiMembers)
        .where(eq(cruiMembers.userId, id))
        .for('update');
      await tx.update(cruiMembers).set({ signaturePicturePath: key }).where(eq(cruiMembers.userId, id));
      return row?.key ?? null;
    },
  },
};

export const regionalSupportStore = roleAccountStore({
  decl: REGIONAL_SUPPORTS,
  role: 'ROLE_REGIONAL_SUPPORT',
  table: regionalSupports,
  extraColumns: { canResetOtp: regionalSupports.canResetOtp },
  activeColumn: regionalSupports.active,
  roleValues: (b) => ({ canResetOtp: bool(b.canResetOtp) }),
});

const nationalRoles = sql.raw(`ARRAY[${NATIONAL_ACCOUNT_ROLES.map((r) => `'${r}'`).join(',')}]::text[]`);

/** National accounts: a users row with one national role, no role table; active = enabled. */
export const nationalAccountStore: ResourceStore = {
  decl: NATIONAL_ACCOUNTS,
  idColumn: users.id,
  columns: { ...userColumns, role: sql<string>`${users.roles}[1]`, active: users.enabled },
  baseCondition: sql`${users.roles} && ${nationalRoles}`,
  select: (db, selection) => db.select(selection).from(users).$dynamic() as unknown as SelectBuilder,
  async insert(ctx, tx, body) {
    return insertAccount(ctx, tx, body, {
      roles: [body.role as Role],
      regionId: null,
      flags: { enabled: body.active !== false },
    });
  },
  async update(ctx, tx, id, body, before: Row) {
    const active = body.active === true;
    await updateUser(tx, id, body, { roles: [body.role as Role] });
    if (active !== before.active) await setEnabled(ctx, tx, id, active);
  },
  async deactivate(ctx, tx, id) {
    await setEnabled(ctx, tx, id, false);
  },
};

/**
 * A staff account that is a users row only (no role table): its one role, its region (required for a regional
 * role, optional for PIAFE advisors), active = enabled; `extra` adds columns and what they write.
 */
function userAccountStore(opts: {
  decl: ResourceDecl;
  role: Role;
  regionScoped: boolean;
  extraColumns?: Record<string, PgColumn | SQL>;
  userValues?: (body: Body) => Partial<typeof users.$inferInsert>;
  write?: (tx: DbOrTx, id: number, body: Body) => Promise<void>;
}): ResourceStore {
  const roleArray = sql.raw(`ARRAY['${opts.role}']::text[]`);
  const regionOf = (body: Body): number | null => (typeof body.regionId === 'number' ? body.regionId : null);
  return {
    decl: opts.decl,
    idColumn: users.id,
    ...(opts.regionScoped ? { regionColumn: users.regionId } : {}),
    columns: { ...userColumns, regionId: users.regionId, ...opts.extraColumns, active: users.enabled },
    baseCondition: sql`${users.roles} @> ${roleArray}`,
    select: (db, selection) => db.select(selection).from(users).$dynamic() as unknown as SelectBuilder,
    async insert(ctx, tx, body) {
      const id = await insertAccount(ctx, tx, body, {
        roles: [opts.role],
        regionId: regionOf(body),
        flags: { ...opts.userValues?.(body), enabled: body.active !== false },
      });
      await opts.write?.(tx, id, body);
      return id;
    },
    async update(ctx, tx, id, body, before: Row) {
      const active = body.active === true;
      await updateUser(tx, id, body, { regionId: regionOf(body), ...opts.userValues?.(body) });
      await opts.write?.(tx, id, body);
      if (active !== before.active) await setEnabled(ctx, tx, id, active);
    },
    async deactivate(ctx, tx, id) {
      await setEnabled(ctx, tx, id, false);
    },
  };
}

/** Field-visit advisors: ROLE_ADVISOR_PIAFE and an optional region (national accounts). */
export const piafeAdvisorStore = userAccountStore({ decl: PIAFE_ADVISORS, role: 'ROLE_ADVISOR_PIAFE', regionScoped: false });

/** Monitoring managers of a region. */
export const monitoringManagerStore = userAccountStore({
  decl: MONITORING_MANAGERS,
  role: 'ROLE_MONITORING_MANAGER',
  regionScoped: true,
});

const habilitationEntries = Object.entries(HABILITATION_FIELDS) as [string, Habilitation][];

/**
 * A column of a land member's administration (`a`) or of its type (`t`). The account's id is qualified by its
 * table (the account lists select from "users"): inside the join, a bare "id" would be the administration's.
 */
const ofMemberAdministration = (column: SQL) =>
  sql<string | null>`(select ${column} from ${landMemberSettings} s
    join ${administrations} a on a.id = s.administration_id
    join ${administrationTypes} t on t.id = a.type_id where s.user_id = ${sql.raw('"users"."id"')})`;

/**
 * Land-team members: ROLE_FONCIER_MEMBER, their habilitations on the account (read by the sign-in claims) and
 * the parcel type they follow (the land module's settings row; no row = every type).
 */
export const landMemberStore = userAccountStore({
  decl: LAND_MEMBERS,
  role: 'ROLE_FONCIER_MEMBER',
  regionScoped: true,
  extraColumns: {
    ...Object.fromEntries(habilitationEntries.map(([field, h]) => [field, sql<boolean>`(${h} = any(${users.habilitations}))`])),
    parcelType: sql<string>`coalesce((select s.parcel_type from ${landMemberSettings} s where s.user_id = ${users.id}), 'ALL')`,
    provinceIds: sql<
      number[]
    >`coalesce((select s.province_ids from ${landMemberSettings} s where s.user_id = ${users.id}), '{}'::integer[])`,
    administrationId: sql<number | null>`(select s.administration_id from ${landMemberSettings} s where s.user_id = ${users.id})`,
    administrationNameFr: ofMemberAdministration(sql`a.name_fr`),
    administrationNameAr: ofMemberAdministration(sql`a.name_ar`),
    administrationTypeNameFr: ofMemberAdministration(sql`t.name_fr`),
    administrationTypeNameAr: ofMemberAdministration(sql`t.name_ar`),
  },
  userValues: (b) => ({ habilitations: habilitationEntries.filter(([field]) => b[field] === true).map(([, h]) => h) }),
  async write(tx, id, body) {
    const parcelType = body.parcelType as LandParcelType;
    // Geographic visibility: provinces of the member's region (decision 087); the land screens read them.
    const provinceIds = idsOf(body.provinceIds);
    await checkProvinces(tx, 'provinceIds', provinceIds, typeof body.regionId === 'number' ? body.regionId : null);
    // Its administration: one of the member's region, not archived (an archived one it already has is kept).
    const administrationId = typeof body.administrationId === 'number' ? body.administrationId : null;
    const [current] = await tx
      .select({ administrationId: landMemberSettings.administrationId })
      .from(landMemberSettings)
      .where(eq(landMemberSettings.userId, id));
    await checkMemberAdministration(tx, administrationId, Number(body.regionId), current?.administrationId ?? null);
    await tx
      .insert(landMemberSettings)
      .values({ userId: id, parcelType, provinceIds, administrationId })
      .onConflictDoUpdate({ target: landMemberSettings.userId, set: { parcelType, provinceIds, administrationId } });
  },
});
