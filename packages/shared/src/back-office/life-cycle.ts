import { z } from 'zod';

/**
 * Life-cycle accounts (spec 3 §2 `life-cycle-account`, remaining-areas 4-G "meaning not stated"; decision 088):
 * the history of one account's life as the portal recorded it, for the two support roles — created, links sent
 * and used (activation, password), security code reset, sign-ins, changes, deactivation and reactivation — read
 * from the rows the portal already writes, never from rows made for it.
 */
export const LIFE_CYCLE_EVENTS = [
  'CREATED',
  'ACTIVATION_LINK_SENT',
  'ACTIVATED',
  'PASSWORD_LINK_SENT',
  'PASSWORD_SET',
  'SECURITY_CODE_RESET',
  'UPDATED',
  'DEACTIVATED',
  'REACTIVATED',
  'LAST_SIGN_IN',
] as const;
export type LifeCycleEvent = (typeof LIFE_CYCLE_EVENTS)[number];

const username = z.string().trim().toLowerCase().min(1, 'errors.field.required').max(200, 'errors.field.tooLong');

/** GET /life-cycle-account?username and /life-cycle-account/count-by-investor?username. */
export const ZLifeCycleQuery = z.object({ username });
export type TLifeCycleQuery = z.infer<typeof ZLifeCycleQuery>;

export const ZLifeCycleEntry = z.object({
  at: z.iso.datetime(),
  event: z.enum(LIFE_CYCLE_EVENTS),
  /** Who did it, when someone else did (support resetting a code, support deactivating the account). */
  by: z.string().nullable(),
});
export type TLifeCycleEntry = z.infer<typeof ZLifeCycleEntry>;

export const ZLifeCycleAccount = z.object({
  userId: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.string()),
  regionId: z.number().int().nullable(),
  /** The account may sign in (activated and not deactivated). */
  enabled: z.boolean(),
  /** Staff: the security code is enrolled (false until the first sign-in configures it, and after a reset). */
  securityCodeEnrolled: z.boolean(),
  /** Newest first. */
  events: z.array(ZLifeCycleEntry),
});
export type TLifeCycleAccount = z.infer<typeof ZLifeCycleAccount>;

/** The number of each event in an investor account's life (count-by-investor). */
export const ZLifeCycleCount = z.object({
  username: z.string(),
  total: z.number().int(),
  counts: z.partialRecord(z.enum(LIFE_CYCLE_EVENTS), z.number().int()),
});
export type TLifeCycleCount = z.infer<typeof ZLifeCycleCount>;
