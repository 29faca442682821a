import type { TGraciousDecisionForm } from '@cri/shared/schemas/recourses';

/**
 * The gracious decision typed on /recourse-commission, kept in memory until /confirm-validate sends it
 * (a File cannot travel in the URL). A reload of the confirmation page finds nothing and goes back to the form.
 */
const pending = new Map<number, { form: TGraciousDecisionForm; file: File }>();

export const keepPendingDecision = (projectId: number, value: { form: TGraciousDecisionForm; file: File }) =>
  pending.set(projectId, value);
export const pendingDecision = (projectId: number) => pending.get(projectId) ?? null;
export const dropPendingDecision = (projectId: number) => pending.delete(projectId);
