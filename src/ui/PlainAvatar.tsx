import { useState, type CSSProperties } from 'react';

/** shell.css draws this size (and MUI's 1.25rem letter) without an inline style. */
const CSS_SIZE = 32;

/**
 * A round picture, or `fallback` (a letter, initials) when there is none or it does not load, as
 * MUI's Avatar draws it; plain elements with static CSS (shell.css, `.app-avatar`) because lists
 * and the top bar draw it on the first screen. Decorative: whatever holds it carries the name.
 */
export function PlainAvatar({
  src,
  fallback,
  size = CSS_SIZE,
  tone = 'secondary',
}: {
  src: string | null | undefined;
  fallback: string;
  size?: number;
  tone?: 'primary' | 'secondary';
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = !!src && failed !== src;
  const style: CSSProperties = { width: size, height: size, fontSize: Math.round(size * 0.4 * 10) / 10 };
  return (
    <span className={`app-avatar app-avatar--${tone}`} style={size === CSS_SIZE ? undefined : style} aria-hidden>
      {showImage ? <img src={src} alt="" onError={() => setFailed(src)} /> : fallback}
    </span>
  );
}
