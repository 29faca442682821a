import { describe, expect, it } from 'vitest';
import { audienceOf, picksRegion } from './audience.ts';

describe('audienceOf', () => {
  it('maps each role to its list variant', () => {
    expect(audienceOf({ roles: ['ROLE_INVESTOR'] })).toBe('investor');
    expect(audienceOf({ roles: ['ROLE_ADVISOR'] })).toBe('advisor');
    expect(audienceOf({ roles: ['ROLE_REGIONAL_CONSULTATION'] })).toBe('region');
    expect(audienceOf({ roles: ['ROLE_NATIONAL_CONSULTATION'] })).toBe('region');
    expect(audienceOf({ roles: ['ROLE_CRUI_MEMBER'] })).toBeNull();
    expect(audienceOf(null)).toBeNull();
    expect(picksRegion({ roles: ['ROLE_NATIONAL_CONSULTATION'] })).toBe(true);
    expect(picksRegion({ roles: ['ROLE_REGIONAL_CONSULTATION'] })).toBe(false);
  });
});
