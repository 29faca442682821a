import { describe, expect, it } from 'vitest';
import { CENTRE_SEATS, MAP_HEIGHT, MAP_WIDTH, project } from './centre-map.ts';

describe('regional centres map', () => {
  it('places the twelve seats inside the drawing, north above south and west left of east', () => {
    expect(Object.keys(CENTRE_SEATS)).toHaveLength(12);
    for (const seat of Object.values(CENTRE_SEATS)) {
      const { x, y } = project(seat);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(MAP_WIDTH);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(MAP_HEIGHT);
    }
    const tanger = project(CENTRE_SEATS[12] ?? { lon: 0, lat: 0 });
    const dakhla = project(CENTRE_SEATS[3] ?? { lon: 0, lat: 0 });
    const oujda = project(CENTRE_SEATS[9] ?? { lon: 0, lat: 0 });
    expect(tanger.y).toBeLessThan(dakhla.y);
    expect(dakhla.x).toBeLessThan(oujda.x);
  });

  it('fits the drawing to the seats shown', () => {
    const north = [CENTRE_SEATS[12], CENTRE_SEATS[9], CENTRE_SEATS[8]].filter((p) => p !== undefined);
    const xs = north.map((p) => project(p, north).x);
    const ys = north.map((p) => project(p, north).y);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(MAP_WIDTH / 2);
    expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan(MAP_HEIGHT / 3);
  });
});
