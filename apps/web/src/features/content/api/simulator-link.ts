import { CONTENT_PATHS } from '@cri/shared/paths';
import { simulatorLink } from '../lib/simulator-query.ts';

/** The simulator's address with figures known elsewhere (the questionnaire's result carries its own over). */
export const incentiveSimulatorPath = (figures: {
  amount?: number | null;
  stableJobs?: number | null;
  provinceId?: number | null;
}): string => simulatorLink(CONTENT_PATHS.simulator, figures);
