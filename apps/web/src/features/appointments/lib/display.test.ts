import { describe, expect, it } from 'vitest';
import { advisorName, moroccoDateTime, pendingAnswerDue, whenOf } from './display.ts';

describe('appointment display', () => {
  it('shows the slot as DD/MM/YYYY HH:mm and nothing before scheduling', () => {
    expect(whenOf({ date: '2026-06-05', startTime: '10:10', endTime: '10:30' })).toBe('05/06/2026 10:10 – 10:30');
    expect(whenOf({ date: null, startTime: null, endTime: null })).toBeNull();
    expect(advisorName({ advisor: { id: 1, firstName: 'Karim', lastName: 'Bennani' } })).toBe('Karim Bennani');
    expect(advisorName({ advisor: null })).toBeNull();
  });

  it("shows the answer deadline on Morocco's clock, only while the request waits for its first answer", () => {
    expect(moroccoDateTime('2026-06-05T08:40:00.000Z')).toBe('05/06/2026 09:40');
    expect(moroccoDateTime(null)).toBe('');
    const answer = { assignedAt: null, dueAt: '2026-06-05T08:40:00.000Z', answeredAt: null, overdue: false, dueSoon: false };
    expect(pendingAnswerDue({ status: 'TO_BE_SCHEDULED', answer })).toBe('05/06/2026 09:40');
    expect(pendingAnswerDue({ status: 'SCHEDULED', answer: { ...answer, answeredAt: '2026-06-04T08:00:00.000Z' } })).toBeNull();
    expect(pendingAnswerDue({ status: 'TO_BE_SCHEDULED', answer: { ...answer, dueAt: null } })).toBeNull();
  });
});
