import { z } from 'zod';

/** GET /audit: the back-office changes (decision 061), newest first. */
export const ZAuditQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(200).default(20),
  resource: z.string().max(60).optional(),
  recordId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  search: z.string().max(200).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** Keyset paging (as the resources' lists, decision 099): the `nextCursor` of the page shown; `page` is then unused. */
  after: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  /** Keyset paging backwards: the `prevCursor` of the page shown. Not with `after`. */
  before: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorUsername: z.string(),
  resource: z.string(),
  recordId: z.number().int(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditPage = z.object({
  items: z.array(ZAuditEntry),
  total: z.number().int(),
  /** The position of the page's first line (0-based), for "21-40 of 10 000". */
  start: z.number().int(),
  /** The `after` of the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** The `before` of the previous page; null on the first page. */
  prevCursor: z.string().nullable(),
});
export type TAuditPage = z.infer<typeof ZAuditPage>;

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'archive', 'deactivate', 'update-advisor'] as const;

/**
 * The audit lines of a change of advisor made from the back-office projects list (decision 089): not a declared
 * resource; /audit shows them to whoever reads the back-office projects list (its region for regional support).
 */
export const PROJECTS_AUDIT_RESOURCE = 'projects';
