import { z } from 'zod';
import type { Role } from '../enums/roles.ts';
import type { FeatureFlag } from '../feature-flag-list.ts';
import { hasPermission, type Permission } from '../permissions.ts';

/**
 * The back-office resource pattern (decision 060): one declaration per resource drives the API routes
 * (apps/server/src/modules/back-office), the access-matrix rows and the generic screens
 * (apps/web/src/features/back-office). Adding a resource is adding one declaration here and its storage
 * adapter on the server.
 */

/** How a field is edited and checked. `regionId` is the region the record belongs to (region scoping). */
export type FieldKind =
  | 'text'
  | 'longText'
  | 'email'
  | 'int'
  | 'boolean'
  | 'region'
  | 'enum'
  | 'time'
  | 'date'
  | 'ids'
  /** Several values of `options` (a shared code list: the questionnaire's advancement stages). */
  | 'codes';

export interface FieldDecl {
  name: string;
  kind: FieldKind;
  /** Required on create (and on update unless `createOnly`). Booleans are never "required". */
  required?: boolean;
  /** Values of an `enum` or `codes` field (translated as `backOffice.values.<name>.<value>`). */
  options?: readonly string[];
  /** Set at creation only (the account's username): shown read-only afterwards. */
  createOnly?: boolean;
  min?: number;
  max?: number;
  /** Shown in the detail and history but never edited (computed by the server). */
  readOnly?: boolean;
  /**
   * For `ids` and `int`: the resource whose records the ids name (the form offers them by `nameFr`/`nameAr`;
   * the caller must be allowed to list that resource).
   */
  ref?: string;
  /**
   * For `ids` and `int`: the options come from the reference data (any signed-in account reads them), narrowed
   * to the record's region (`regionId`); communes also to the provinces chosen in `provinceIds` when any are.
   * The server checks the same (decision 087): a value outside the region answers 422 on the field.
   */
  lookup?: Lookup;
  /** The value a new record's form starts with (an enum's usual choice). */
  initial?: string;
}

/**
 * Reference lists a field may pick from (GET /provinces?regionId, /communes?regionId, /administration?regionId),
 * and the activity sectors (GET /sectors, the whole tree: not narrowed to a region).
 */
export const LOOKUPS = ['provinces', 'communes', 'administrations', 'sectors'] as const;
export type Lookup = (typeof LOOKUPS)[number];

export type Operation = 'list' | 'read' | 'create' | 'update' | 'delete';

export interface ResourceDecl {
  /** The URL segment: `/back-office/{name}`. */
  name: string;
  fields: readonly FieldDecl[];
  /** The permission each operation declares in its route config (deny by default: every operation named). */
  access: Readonly<Record<Operation, Permission>>;
  /**
   * Region scoping: the records carry a region and a caller of a regional role sees and writes only those
   * of their region (404 otherwise); created records take the caller's region.
   */
  regionScoped: boolean;
  listColumns: readonly string[];
  /** Fields a list may be filtered on (equality). */
  filters: readonly string[];
  /** Fields a list may be sorted on; the first is the default. */
  sort: readonly string[];
  /** Text fields the list's `search` matches (case-insensitive, anywhere in the value). */
  search: readonly string[];
  /**
   * What DELETE does: `deactivate` (accounts: never deleted, the account is disabled and its sessions end),
   * `archive-if-used` (deleted when nothing points at it, archived otherwise).
   */
  deleteMode: 'deactivate' | 'archive-if-used';
  /** The roles whose back-office menu lists it. */
  roles: readonly Role[];
  /**
   * The operations the resource offers (default: all five). One record per region that always exists (region
   * parameters, centre information) is only listed, read and updated: no route is registered for the others.
   */
  operations?: readonly Operation[];
  /** Spec call shapes kept as aliases of the generic routes (`POST /crui-members/new`...). */
  aliases?: { create?: string; update?: string; list?: string };
  /** The feature flag the resource belongs to (decision 045): off, its routes are not registered and no screen lists it. */
  feature?: FeatureFlag;
  /** A file the record carries, sent with it as multipart on the spec's named calls (decision 087). */
  upload?: UploadDecl;
}

/**
 * A record's file (decision 087): the spec's multipart calls carry the record as JSON text in one of `parts`
 * (`cruiMember` or `user`, `documentType`) and the file in `field`, optional (no file keeps the stored one).
 * The file's type is checked by its content; a refused one answers the spec's 9994 on `field`.
 */
export interface UploadDecl {
  field: string;
  parts: readonly string[];
  /** MIME types accepted, by content. */
  accepted: readonly string[];
  /** Multipart create and update paths (`:id` in the update ones). */
  create: readonly string[];
  update: readonly string[];
  /** The record's stored file: `GET {resourceApiPath}/:id/{download}` (read permission). */
  download: string;
  /** The flag field the record answers (true when a file is stored). */
  flag: string;
  /** Fields required when a file is chosen (spec 3 §5: the template title, `templateTitleRequired`). */
  requiredWithFile?: readonly string[];
  /** Their message (default `templateTitleRequired`). */
  requiredWithFileMessage?: string;
  /** A smaller size limit than the uploads' 70 MB (a picture shown on a public page); over it: 413 on `field`. */
  maxBytes?: number;
  /**
   * The stored file may be removed without a new one: the multipart update then carries `removeFile=true`
   * (the procedure's timeline image, decision 098).
   */
  removable?: boolean;
}

/** The multipart part asking to remove a record's stored file (`UploadDecl.removable`). */
export const REMOVE_FILE_PART = 'removeFile';

/** The message of a field required because a file is chosen (spec 3 §5). */
export const TEMPLATE_TITLE_REQUIRED = 'backOffice.errors.templateTitleRequired';

/** The download path of a record's file (decision 087), as the route is registered (`:id`) or for one id. */
export const uploadDownloadPath = (decl: ResourceDecl, id: number | ':id' = ':id'): string | undefined =>
  decl.upload ? `${resourceApiPath(decl.name)}/${id}/${decl.upload.download}` : undefined;

export const ZBackOfficeId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const DATE = /^(19|2[0-9])[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;
/** A calendar day that exists (not 31 February). */
const realDate = (s: string): boolean => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

const REQUIRED = 'errors.field.required';
const INVALID = 'errors.field.invalid';
const TOO_LONG = 'errors.field.tooLong';

/** One field's rule; messages are i18n keys (the form translates them, the API answers them). */
function fieldSchema(f: FieldDecl): z.ZodType {
  switch (f.kind) {
    case 'boolean':
      return z.boolean({ error: INVALID }).default(false);
    case 'int': {
      const n = z
        .number({ error: f.required ? REQUIRED : INVALID })
        .int(INVALID)
        .min(f.min ?? 0, INVALID)
        .max(f.max ?? 1_000_000, INVALID);
      return f.required ? n : n.nullable().optional();
    }
    case 'region': {
      const n = z.number({ error: 'backOffice.errors.regionRequired' }).int(INVALID).positive(INVALID).max(100, INVALID);
      return f.required ? n : n.nullable().optional();
    }
    case 'ids':
      return z.array(z.number().int().positive().max(2_147_483_647), { error: INVALID }).max(200, INVALID).default([]);
    case 'codes':
      // An unknown code answers 422 on the field (the form offers only the list's values).
      // Checked as a whole, so the error lands on the field itself (not on `advancementStages.0`).
      return z
        .array(z.string().max(60, INVALID), { error: INVALID })
        .max((f.options ?? []).length, INVALID)
        .refine((values) => values.every((v) => (f.options ?? []).includes(v)), INVALID)
        .default([]);
    case 'enum': {
      const e = z.enum(f.options as [string, ...string[]], { error: REQUIRED });
      return f.required ? e : e.nullable().optional();
    }
    case 'time': {
      const t = z.string({ error: REQUIRED }).min(1, REQUIRED).regex(TIME, INVALID);
      // The web's text field sends '' when empty: an optional time accepts it (stored as none).
      return f.required
        ? t
        : z
            .union([z.literal(''), t], { error: INVALID })
            .nullable()
            .optional();
    }
    case 'date': {
      // The web's date field sends '' when empty: an optional date accepts it (stored as none).
      const d = z.string({ error: REQUIRED }).min(1, REQUIRED).regex(DATE, INVALID).refine(realDate, INVALID);
      return f.required
        ? d
        : z
            .union([z.literal(''), d], { error: INVALID })
            .nullable()
            .optional();
    }
    case 'email': {
      const e = z.email({ error: 'errors.field.notValidUsername' }).max(200, TOO_LONG);
      return f.required ? e : e.nullable().optional();
    }
    default: {
      const s = z
        .string({ error: REQUIRED })
        .trim()
        .max(f.kind === 'longText' ? 5000 : 200, TOO_LONG);
      return f.required ? s.min(1, REQUIRED) : s.nullable().optional();
    }
  }
}

/**
 * The body of POST (create) or PUT (update): the declared fields, checked by the route and the form. With a
 * file chosen (`withFile`, decision 087), the upload's `requiredWithFile` fields are required too.
 */
export function bodySchema(decl: ResourceDecl, mode: 'create' | 'update', opts: { withFile?: boolean } = {}): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const f of decl.fields) {
    if (f.readOnly) continue;
    if (mode === 'update' && f.createOnly) continue;
    shape[f.name] = fieldSchema(f);
  }
  const needed = opts.withFile ? (decl.upload?.requiredWithFile ?? []) : [];
  if (needed.length === 0) return z.object(shape);
  return z.object(shape).superRefine((value, check) => {
    for (const name of needed) {
      const v = (value as Record<string, unknown>)[name];
      if (typeof v !== 'string' || v.trim() === '')
        check.addIssue({
          code: 'custom',
          path: [name],
          message: decl.upload?.requiredWithFileMessage ?? TEMPLATE_TITLE_REQUIRED,
        });
    }
  });
}

/** A record as the API answers it: id plus the declared fields (unknown values pass through). */
export const ZBackOfficeRecord = z.object({ id: z.number().int() }).catchall(z.unknown());
export type TBackOfficeRecord = z.infer<typeof ZBackOfficeRecord>;

export const ZBackOfficeListQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(200).default(20),
  sort: z.string().max(60).optional(),
  direction: z.enum(['asc', 'desc']).default('asc'),
  search: z.string().max(200).optional(),
  /**
   * Keyset paging (decision 089): the `nextCursor` of the previous page; the page then starts after that record in
   * the list's order (read from the sort's index however deep), and `page` is not used.
   */
  after: z
    .string()
    .max(400)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  /**
   * Keyset paging backwards (decision 099): the `prevCursor` of the page shown; the page then ends just before that
   * record in the list's order. Not with `after`.
   */
  before: z
    .string()
    .max(400)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  /** Get-many by ids: `ids=1,2,3`. */
  ids: z
    .string()
    .max(2000)
    .regex(/^\d{1,10}(,\d{1,10})*$/)
    .optional(),
});
export type TBackOfficeListQuery = z.infer<typeof ZBackOfficeListQuery>;

export const ZBackOfficePage = z.object({
  items: z.array(ZBackOfficeRecord),
  total: z.number().int(),
  /** The `after` of the next page (keyset paging); null on the last page. */
  nextCursor: z.string().nullable().optional(),
  /** The `before` of the previous page (keyset paging, decision 099); null on the first page. */
  prevCursor: z.string().nullable().optional(),
  /** The position of the page's first row in the list (0-based), for "21-40 of 10 000". */
  start: z.number().int().optional(),
});
export type TBackOfficePage = z.infer<typeof ZBackOfficePage>;

export const ZDeleteOutcome = z.object({ outcome: z.enum(['deleted', 'archived', 'deactivated']) });
export type TDeleteOutcome = z.infer<typeof ZDeleteOutcome>;

/** Filters of a list query: `filter.<field>=<value>` for each declared filter. */
export const filterParam = (field: string): string => `filter.${field}`;

/** The list query of one resource: paging, sort, search, ids and its declared filters. */
export function listQuerySchema(decl: ResourceDecl): typeof ZBackOfficeListQuery {
  const filters: Record<string, z.ZodOptional<z.ZodString>> = {};
  for (const name of decl.filters) filters[filterParam(name)] = z.string().max(200).optional();
  // Typed as the common query: the filters are read by name (`filter.<field>`) from the raw query.
  return ZBackOfficeListQuery.extend(filters) as unknown as typeof ZBackOfficeListQuery;
}

/** The API base path of a resource's generic routes. */
export const resourceApiPath = (name: string): string => `/back-office/${name}`;

/**
 * Every route a declaration gives (`METHOD /path` as Fastify registers it) with the permission it declares:
 * the server registers these, and the API access matrix lists them from here so no resource is forgotten.
 */
export function resourceRoutes(decl: ResourceDecl): { route: string; permission: Permission }[] {
  const base = resourceApiPath(decl.name);
  const a = decl.access;
  const can = (op: Operation) => offers(decl, op);
  return [
    ...(can('list') ? [{ route: `GET ${base}`, permission: a.list }] : []),
    ...(can('read')
      ? [
          { route: `GET ${base}/:id`, permission: a.read },
          { route: `GET ${base}/:id/history`, permission: a.read },
        ]
      : []),
    ...(can('create') ? [{ route: `POST ${base}`, permission: a.create }] : []),
    ...(can('update') ? [{ route: `PUT ${base}/:id`, permission: a.update }] : []),
    ...(can('delete') ? [{ route: `DELETE ${base}/:id`, permission: a.delete }] : []),
    ...(can('create') && decl.aliases?.create ? [{ route: `POST ${decl.aliases.create}`, permission: a.create }] : []),
    ...(can('update') && decl.aliases?.update ? [{ route: `PUT ${decl.aliases.update}`, permission: a.update }] : []),
    ...(decl.upload && can('create') ? decl.upload.create.map((p) => ({ route: `POST ${p}`, permission: a.create })) : []),
    ...(decl.upload && can('update') ? decl.upload.update.map((p) => ({ route: `PUT ${p}`, permission: a.update })) : []),
    ...(decl.upload && can('read') ? [{ route: `GET ${uploadDownloadPath(decl)}`, permission: a.read }] : []),
  ];
}

/** Whether a resource offers an operation (every one unless its declaration narrows them). */
export const offers = (decl: ResourceDecl, op: Operation): boolean => !decl.operations || decl.operations.includes(op);

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/**
 * The export calls (decision 062): each one's role, the permission it declares, and the resources it offers
 * (those the role may list). The server registers them and the list screen offers the buttons from here.
 */
export const EXPORT_ROUTES = [
  { path: '/national-support/export', role: 'ROLE_NATIONAL_SUPPORT', permission: 'manage:national-accounts' },
  { path: '/national-content-manager/export', role: 'ROLE_NATIONAL_CONTENT_MANAGER', permission: 'manage:content' },
] as const satisfies readonly { path: string; role: Role; permission: Permission }[];

/** The export call of a resource for a caller's roles, if one offers it. */
export const exportPathOf = (decl: ResourceDecl, roles: readonly string[]): string | undefined =>
  EXPORT_ROUTES.find((e) => roles.includes(e.role) && hasPermission([e.role], decl.access.list))?.path;

/**
 * GET /national-support/export and /national-content-manager/export (decision 062): one resource of the
 * caller's, as CSV or XLSX, with the list's search, sort and filters (`filter.<field>`).
 */
export function exportQuerySchema(resources: readonly ResourceDecl[]) {
  const filters: Record<string, z.ZodOptional<z.ZodString>> = {};
  for (const r of resources) for (const name of r.filters) filters[filterParam(name)] = z.string().max(200).optional();
  return z
    .object({
      resource: z.enum(resources.map((r) => r.name) as [string, ...string[]]),
      format: z.enum(EXPORT_FORMATS).default('csv'),
      sort: z.string().max(60).optional(),
      direction: z.enum(['asc', 'desc']).default('asc'),
      search: z.string().max(200).optional(),
    })
    .extend(filters);
}
