/**
 * How strongly a country is tinted: 0 for no users, then from 0.25 to 1 on a log scale, so a
 * country with a handful of users is still visible next to India's hundreds.
 */
export function fillStrength(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  if (max === 1) return 1;
  return 0.25 + 0.75 * (Math.log(count) / Math.log(max));
}
