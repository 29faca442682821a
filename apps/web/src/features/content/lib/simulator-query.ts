import type { TIncentiveSimulationForm } from '@cri/shared/schemas/incentives';

/** The simulator's figures as they travel in its address (the questionnaire's result links here with them). */
export type SimulatorDraft = Record<keyof TIncentiveSimulationForm, string | boolean>;

export const EMPTY_DRAFT: SimulatorDraft = {
  amount: '',
  stableJobs: '',
  provinceId: '',
  prioritySector: false,
  genderRatioPercent: '0',
  futureTrade: false,
  sustainableProject: false,
  localIntegration: false,
  renewableEnergy: false,
};

const FLAGS = ['prioritySector', 'futureTrade', 'sustainableProject', 'localIntegration', 'renewableEnergy'] as const;
const NUMBERS = ['amount', 'stableJobs', 'provinceId', 'genderRatioPercent'] as const;

/** Reads `?amount=…&stableJobs=…&provinceId=…` (and the criteria as `1`) into the form's draft. */
export function draftFromQuery(params: URLSearchParams): SimulatorDraft {
  const draft: SimulatorDraft = { ...EMPTY_DRAFT };
  for (const key of NUMBERS) {
    const value = params.get(key);
    if (value !== null && /^\d{1,13}(\.\d{1,2})?$/.test(value)) draft[key] = value;
  }
  for (const key of FLAGS) draft[key] = params.get(key) === '1';
  return draft;
}

/** The simulator's address for figures known elsewhere (the questionnaire's total and jobs, its province). */
export function simulatorLink(
  base: string,
  figures: { amount?: number | null; stableJobs?: number | null; provinceId?: number | null },
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(figures)) {
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** The draft as the schema's input: empty numbers read as missing (the schema says which is required). */
export function formInput(draft: SimulatorDraft): Record<string, unknown> {
  return {
    ...draft,
    amount: draft.amount === '' ? undefined : draft.amount,
    stableJobs: draft.stableJobs === '' ? undefined : draft.stableJobs,
    provinceId: draft.provinceId === '' ? null : draft.provinceId,
    genderRatioPercent: draft.genderRatioPercent === '' ? 0 : draft.genderRatioPercent,
  };
}
