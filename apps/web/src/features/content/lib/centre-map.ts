/**
 * The regional centres' map (issue 21, decision 076): each centre placed at its region's seat, from
 * longitude and latitude, on an equirectangular projection computed here. No tiles, no download: the
 * map is drawn from these twelve points (the portal runs without internet).
 */
export const CENTRE_SEATS: Readonly<Record<number, { lon: number; lat: number }>> = {
  1: { lon: -6.35, lat: 32.34 }, // Béni Mellal
  2: { lon: -7.59, lat: 33.57 }, // Casablanca
  3: { lon: -15.96, lat: 23.68 }, // Dakhla
  4: { lon: -4.42, lat: 31.93 }, // Errachidia
  5: { lon: -5.0, lat: 34.03 }, // Fès
  6: { lon: -10.06, lat: 28.99 }, // Guelmim
  7: { lon: -13.2, lat: 27.15 }, // Laâyoune
  8: { lon: -8.01, lat: 31.63 }, // Marrakech
  9: { lon: -1.91, lat: 34.68 }, // Oujda
  10: { lon: -6.84, lat: 34.02 }, // Rabat
  11: { lon: -9.6, lat: 30.43 }, // Agadir
  12: { lon: -5.83, lat: 35.76 }, // Tanger
};

export const MAP_WIDTH = 360;
export const MAP_HEIGHT = 440;
const PAD = 36;

type Point = { lon: number; lat: number };

/**
 * SVG coordinates of a seat within the box of `all` seats shown: x grows eastwards, y southwards, the
 * longitude scaled by the cosine of the mid-latitude (equirectangular), the box fitted to the drawing.
 */
export function project(point: Point, all: readonly Point[] = Object.values(CENTRE_SEATS)): { x: number; y: number } {
  const lons = all.map((p) => p.lon);
  const lats = all.map((p) => p.lat);
  const west = Math.min(...lons) - 0.5;
  const east = Math.max(...lons) + 0.5;
  const south = Math.min(...lats) - 0.5;
  const north = Math.max(...lats) + 0.5;
  const k = Math.cos((((north + south) / 2) * Math.PI) / 180);
  const scale = Math.min((MAP_WIDTH - 2 * PAD) / ((east - west) * k), (MAP_HEIGHT - 2 * PAD) / (north - south));
  const offsetX = (MAP_WIDTH - (east - west) * k * scale) / 2;
  const offsetY = (MAP_HEIGHT - (north - south) * scale) / 2;
  return {
    x: Math.round((offsetX + (point.lon - west) * k * scale) * 10) / 10,
    y: Math.round((offsetY + (north - point.lat) * scale) * 10) / 10,
  };
}
