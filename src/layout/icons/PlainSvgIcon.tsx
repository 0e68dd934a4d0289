import { createElement, type CSSProperties } from 'react';
import shapes from 'virtual:mui-icon-shapes';
import type { PlainIconName } from './plainIconNames';
import './plainSvgIcon.css';

/**
 * A Material icon as MUI's SvgIcon draws it (1em square in the current colour; `small` is 20 px),
 * from plain elements: no runtime styling, and drawable before MUI has loaded. Decorative.
 */
export function PlainSvgIcon({ name, small = false, className, style }: { name: PlainIconName; small?: boolean; className?: string; style?: CSSProperties }) {
  const classes = ['app-svg-icon', small ? 'app-svg-icon--small' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <svg className={classes} style={style} viewBox="0 0 24 24" focusable="false" aria-hidden="true">
      {shapes[name].map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  );
}
