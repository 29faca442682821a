/** Commission decisions (spec 2 §4), stored as the COMMISSION_CHOICE metadata of a phase. */
export const COMMISSION_DECISIONS = [
  'FAVORABLE',
  'FAVORABLE_WITH_RESTRICTIONS',
  'UNFAVORABLE',
  'REQUIRES_COMPLEMENTS',
  'TO_BE_RESCHEDULED',
  'RECOMMENDATION',
] as const;
export type CommissionDecision = (typeof COMMISSION_DECISIONS)[number];

/**
 * Spec 2 §4: favourable is shown green, the restrictions/complements side orange, unfavourable red.
 * Anything else (a recommendation, a rescheduling, an unknown value) is neutral.
 */
export function decisionColor(choice: string): 'green' | 'orange' | 'red' | 'gray' {
  switch (choice) {
    case 'FAVORABLE':
      return 'green';
    case 'FAVORABLE_WITH_RESTRICTIONS':
    case 'REQUIRES_COMPLEMENTS':
      return 'orange';
    case 'UNFAVORABLE':
      return 'red';
    default:
      return 'gray';
  }
}
