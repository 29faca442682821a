import { z } from 'zod';
import { SIMULATOR_MAX_AMOUNT, SIMULATOR_MAX_JOBS } from '../rules/incentive-simulator.ts';

/**
 * The incentive simulator's form (issue 21): the visitor's figures, checked before the pure rule runs.
 * The province is chosen from the reference data; its category (A/B) decides the territorial premium.
 */
const amount = (max: number) =>
  z.coerce
    .number({ message: 'incentives.errors.number' })
    .finite({ message: 'incentives.errors.number' })
    .min(0, { message: 'incentives.errors.negative' })
    .max(max, { message: 'incentives.errors.tooLarge' });

export const ZIncentiveSimulationForm = z.object({
  amount: amount(SIMULATOR_MAX_AMOUNT),
  stableJobs: amount(SIMULATOR_MAX_JOBS).int({ message: 'incentives.errors.wholeNumber' }),
  provinceId: z.coerce.number().int().positive().nullable().default(null),
  prioritySector: z.boolean().default(false),
  genderRatioPercent: amount(100),
  futureTrade: z.boolean().default(false),
  sustainableProject: z.boolean().default(false),
  localIntegration: z.boolean().default(false),
  renewableEnergy: z.boolean().default(false),
});
export type TIncentiveSimulationForm = z.output<typeof ZIncentiveSimulationForm>;
