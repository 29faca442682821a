import { z } from 'zod';
import type { ProjectPhase } from '../enums/project-phases.ts';

/**
 * Sharing a file with the commission (spec 2 §2 Advisor "/share", §4 "Advisor actions", §9): the advisor
 * picks administrations of the project's region (and national ones); their CRUI members then see the file.
 * Each chosen administration must have at least one commission member.
 */

const Id = z.number().int().positive().max(2_147_483_647);

/** Spec 2 §9: messages at most 1200 characters. */
export const SHARE_MESSAGE_MAX = 1200;
/** More than any region holds (about 20 regional and 10 national administrations). */
export const SHARE_ADMINISTRATIONS_MAX = 200;

/** The latest phases from which a file may be shared: validated (FILLED) and after. */
export const SHAREABLE_PHASES: readonly ProjectPhase[] = ['FILLED', 'SCHEDULED', 'UNSCHEDULED', 'SHARED_TO_CRUI_MEMBERS'];
export const isShareablePhase = (phase: ProjectPhase | null): boolean => phase !== null && SHAREABLE_PHASES.includes(phase);

export const ZShareAdministration = z.object({
  id: Id,
  code: z.string(),
  nameFr: z.string(),
  nameAr: z.string(),
  /** A national administration (no region). */
  national: z.boolean(),
  /** Enabled CRUI members of this administration in the project's region. */
  memberCount: z.number().int().min(0),
  /** The file is shared with it now. */
  shared: z.boolean(),
});
export type TShareAdministration = z.infer<typeof ZShareAdministration>;

/** GET /projects/{id}/share: what the share page needs. */
export const ZProjectShareState = z.object({
  projectId: Id,
  name: z.string(),
  reference: z.string().nullable(),
  latestPhase: z.string().nullable(),
  sharedAt: z.iso.datetime().nullable(),
  administrations: z.array(ZShareAdministration),
  abilities: z.object({
    /** The file is validated and the caller may share it. */
    share: z.boolean(),
    /** Shared with at least one administration: its members may be notified. */
    notify: z.boolean(),
  }),
});
export type TProjectShareState = z.infer<typeof ZProjectShareState>;

const IdList = z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(SHARE_ADMINISTRATIONS_MAX);

/** POST /projects/{id}/share: administrations added and removed. */
export const ZShareProjectRequest = z.object({
  administrationList: IdList.default([]),
  removedAdministrationList: IdList.default([]),
});
export type TShareProjectRequest = z.input<typeof ZShareProjectRequest>;

/** POST /projects/{id}/notify-advisor-share: the advisor's message to the members of the shared administrations. */
export const ZNotifyAdvisorShareRequest = z.object({
  message: z
    .string()
    .trim()
    .min(1, { message: 'projectSharing.notify.messageRequired' })
    .max(SHARE_MESSAGE_MAX, { message: 'projectSharing.notify.messageTooLong' }),
  projectId: Id,
});
export type TNotifyAdvisorShareRequest = z.infer<typeof ZNotifyAdvisorShareRequest>;

export const ZNotifyAdvisorShareResponse = z.object({ recipients: z.number().int().min(0) });
export type TNotifyAdvisorShareResponse = z.infer<typeof ZNotifyAdvisorShareResponse>;

export { PROJECT_SHARING_PATHS } from '../paths.ts';
export const projectSharePath = (id: number): string => `/projects/${id}/share`;
