import { geoGraticule10, geoPath, type GeoProjection } from 'd3-geo';
import type { CountryFeature } from './worldFeatures';

export interface GlobeColors {
  ocean: string;
  land: string;
  /** Countries with users are tinted with this colour, stronger for more users. */
  users: string;
  border: string;
  graticule: string;
  outline: string;
  hover: string;
}

export interface GlobeScene {
  projection: GeoProjection;
  countries: CountryFeature[];
  counts: ReadonlyMap<string, number>;
  max: number;
  hovered: string | null;
  colors: GlobeColors;
}

/** Paints the globe on a canvas of `size` CSS pixels, sharp on high-density screens. */
export function drawGlobe(canvas: HTMLCanvasElement, size: number, scene: GlobeScene): void {
  const ratio = window.devicePixelRatio || 1;
  if (canvas.width !== Math.round(size * ratio)) {
    canvas.width = Math.round(size * ratio);
    canvas.height = Math.round(size * ratio);
  }
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, size, size);
  const { projection, colors } = scene;
  const path = geoPath(projection, ctx);

  ctx.beginPath();
  path({ type: 'Sphere' });
  ctx.fillStyle = colors.ocean;
  ctx.fill();

  ctx.beginPath();
  path(geoGraticule10());
  ctx.strokeStyle = colors.graticule;
  ctx.lineWidth = 0.5;
  ctx.stroke();

  for (const country of scene.countries) {
    const strength = fillStrength(country.code ? (scene.counts.get(country.code) ?? 0) : 0, scene.max);
    ctx.beginPath();
    path(country);
    ctx.fillStyle = colors.land;
    ctx.fill();
    if (strength > 0) {
      ctx.globalAlpha = strength;
      ctx.fillStyle = colors.users;
      ctx.fill();
      ctx.globalAlpha = 1;
    }
    ctx.strokeStyle = colors.border;
    ctx.lineWidth = 0.6;
    ctx.stroke();
  }

  const hovered = scene.hovered ? scene.countries.filter((c) => c.code === scene.hovered) : [];
  for (const country of hovered) {
    ctx.beginPath();
    path(country);
    ctx.strokeStyle = colors.hover;
    ctx.lineWidth = 2;
    ctx.stroke();
  }

  ctx.beginPath();
  path({ type: 'Sphere' });
  ctx.strokeStyle = colors.outline;
  ctx.lineWidth = 1;
  ctx.stroke();
}

/**
 * How strongly a country is tinted: 0 for no users, then from 0.25 to 1 on a log scale, so a
 * country with a handful of users is still visible next to India's hundreds.
 */
export function fillStrength(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  if (max === 1) return 1;
  return 0.25 + 0.75 * (Math.log(count) / Math.log(max));
}
