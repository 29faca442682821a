import { describe, expect, it } from 'vitest';
import { advisorName, whenOf } from './display.ts';

describe('appointment display', () => {
  it('shows the slot as DD/MM/YYYY HH:mm and nothing before scheduling', () => {
    expect(whenOf({ date: '2026-06-05', startTime: '10:10', endTime: '10:30' })).toBe('05/06/2026 10:10 – 10:30');
    expect(whenOf({ date: null, startTime: null, endTime: null })).toBeNull();
    expect(advisorName({ advisor: { id: 1, firstName: 'Karim', lastName: 'Bennani' } })).toBe('Karim Bennani');
    expect(advisorName({ advisor: null })).toBeNull();
  });
});
