import arProjects from '@cri/i18n/ar/projects.json';
import frProjects from '@cri/i18n/fr/projects.json';
import { PROJECT_CREATION_STAGES } from '@cri/shared/enums/framing-forms';
import { PROJECT_PHASES } from '@cri/shared/enums/project-phases';
import { describe, expect, it } from 'vitest';
import { projectStep } from './project-step.ts';

const { INITIALIZED, PROCEDURES_CHOSEN, DOCUMENTS_UPLOADED, ADVISOR_ASSIGNED } = PROJECT_CREATION_STAGES;

describe('projectStep: the header step agrees with the status (issue 13)', () => {
  it('follows the phase once the file is submitted, whatever the creation stage says', () => {
    // The creation stage stays at 14 "advisor assigned" from the submission on: it no longer names the step.
    expect(projectStep('IN_REVIEW', ADVISOR_ASSIGNED)).toBe('review');
    expect(projectStep('INVESTOR_EDITING', ADVISOR_ASSIGNED)).toBe('withInvestor');
    expect(projectStep('SCHEDULED', ADVISOR_ASSIGNED)).toBe('commission');
    expect(projectStep('REVIEWED_IN_CRUI', ADVISOR_ASSIGNED)).toBe('decided');
    expect(projectStep('ARCHIVED', ADVISOR_ASSIGNED)).toBe('archived');
  });

  it("shows the deposit's progress while the file is a draft, never 'advisor assigned'", () => {
    expect(projectStep(null, INITIALIZED)).toBe('initialized');
    expect(projectStep('DRAFT', PROCEDURES_CHOSEN)).toBe('proceduresChosen');
    expect(projectStep('DRAFT', DOCUMENTS_UPLOADED)).toBe('documentsUploaded');
    expect(projectStep('RESTORED', ADVISOR_ASSIGNED)).toBe('documentsUploaded');
  });

  it('gives every phase a step named in French and Arabic', () => {
    const fr: Record<string, string> = frProjects.projects.detail.steps;
    const ar: Record<string, string> = arProjects.projects.detail.steps;
    for (const phase of PROJECT_PHASES) {
      const step = projectStep(phase, ADVISOR_ASSIGNED);
      expect(fr[step], phase).toBeTruthy();
      expect(ar[step], phase).toBeTruthy();
    }
  });
});
