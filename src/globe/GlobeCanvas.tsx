import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { geoContains, geoOrthographic } from 'd3-geo';
import { useTranslate } from 'react-admin';
import { drawGlobe } from './drawGlobe';
import { useGlobeColors } from './useGlobeColors';
import { worldCountries, type CountryFeature } from './worldFeatures';

interface GlobeCanvasProps {
  counts: ReadonlyMap<string, number>;
  nameOf: (code: string) => string;
  onSelect: (code: string) => void;
}

/** Opens centred on India, the marketplace's largest market (rotation is [-longitude, -latitude]). */
const START: [number, number] = [-78, -22];
/** Below this many pixels of movement a press is a click on a country, not a drag. */
const CLICK_SLOP = 4;
const KEY_STEP = 10;

const clampLatitude = (phi: number) => Math.max(-80, Math.min(80, phi));

/**
 * The globe itself: drag (mouse, pen or finger) to rotate, hover for a country's count, click a
 * country to open its users. Arrow keys rotate it too; the table beside it holds the same data.
 */
export function GlobeCanvas({ counts, nameOf, onSelect }: GlobeCanvasProps) {
  const translate = useTranslate();
  const colors = useGlobeColors();
  const wrapRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ x: number; y: number; from: [number, number]; moved: boolean } | null>(null);
  const [size, setSize] = useState(480);
  const [rotation, setRotation] = useState<[number, number]>(START);
  const [hover, setHover] = useState<{ code: string; x: number; y: number } | null>(null);
  const countries = useMemo(() => worldCountries(), []);
  const max = useMemo(() => Math.max(0, ...counts.values()), [counts]);
  const projection = useMemo(
    () =>
      geoOrthographic()
        .scale(size / 2 - 2)
        .translate([size / 2, size / 2])
        .rotate(rotation)
        .clipAngle(90),
    [size, rotation],
  );

  useEffect(() => {
    const el = wrapRef.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setSize(Math.max(240, Math.min(560, Math.floor(entry.contentRect.width)))));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (canvasRef.current) drawGlobe(canvasRef.current, size, { projection, countries, counts, max, hovered: hover?.code ?? null, colors });
  }, [projection, countries, counts, max, hover, colors, size]);

  const countryAt = (e: PointerEvent): { country: CountryFeature; x: number; y: number } | null => {
    const rect = e.currentTarget.getBoundingClientRect();
    const x = e.clientX - rect.left;
    const y = e.clientY - rect.top;
    if (Math.hypot(x - size / 2, y - size / 2) > size / 2 - 2) return null;
    const lonLat = projection.invert?.([x, y]);
    const country = lonLat ? countries.find((c) => c.code && geoContains(c, lonLat)) : undefined;
    return country ? { country, x, y } : null;
  };

  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, from: rotation, moved: false };
  };
  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    const d = drag.current;
    if (d) {
      const dx = e.clientX - d.x;
      const dy = e.clientY - d.y;
      if (!d.moved && Math.hypot(dx, dy) < CLICK_SLOP) return;
      d.moved = true;
      // Dragging across the globe's radius turns it by 90°.
      const degreesPerPixel = 90 / (size / 2);
      setRotation([d.from[0] + dx * degreesPerPixel, clampLatitude(d.from[1] - dy * degreesPerPixel)]);
      setHover(null);
      return;
    }
    const hit = countryAt(e);
    setHover(hit?.country.code ? { code: hit.country.code, x: hit.x, y: hit.y } : null);
  };
  const onPointerUp = (e: PointerEvent<HTMLCanvasElement>) => {
    const d = drag.current;
    drag.current = null;
    if (!d || d.moved) return;
    const hit = countryAt(e);
    if (hit?.country.code) onSelect(hit.country.code);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const step: Record<string, [number, number]> = {
      ArrowLeft: [KEY_STEP, 0],
      ArrowRight: [-KEY_STEP, 0],
      ArrowUp: [0, -KEY_STEP],
      ArrowDown: [0, KEY_STEP],
    };
    const move = step[e.key];
    if (!move) return;
    e.preventDefault();
    setRotation(([lambda, phi]) => [lambda + move[0], clampLatitude(phi + move[1])]);
  };

  const hoverCount = hover ? (counts.get(hover.code) ?? 0) : 0;
  return (
    <Box ref={wrapRef} sx={{ width: '100%', maxWidth: 560, mx: 'auto' }}>
      <Box sx={{ position: 'relative', width: size, mx: 'auto' }}>
        <canvas
          ref={canvasRef}
          role="img"
          tabIndex={0}
          aria-label={translate('app.content.globe.canvas_label')}
          data-testid="globe-canvas"
          style={{
            width: size,
            height: size,
            display: 'block',
            touchAction: 'none',
            cursor: drag.current?.moved ? 'grabbing' : hover ? 'pointer' : 'grab',
            borderRadius: '50%',
          }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (drag.current = null)}
          onPointerLeave={() => setHover(null)}
          onKeyDown={onKeyDown}
        />
        {hover ? (
          <Paper
            elevation={4}
            aria-hidden
            data-testid="globe-tooltip"
            // On the right half the tooltip opens leftwards, so it never leaves the globe's box.
            sx={{
              position: 'absolute',
              left: hover.x,
              top: hover.y,
              transform: hover.x > size / 2 ? 'translate(calc(-100% - 14px), 14px)' : 'translate(14px, 14px)',
              px: 1.5,
              py: 0.75,
              pointerEvents: 'none',
              whiteSpace: 'nowrap',
            }}
          >
            <Typography variant="subtitle2">{nameOf(hover.code)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('app.content.globe.users_count', { smart_count: hoverCount })}
            </Typography>
          </Paper>
        ) : null}
      </Box>
    </Box>
  );
}
