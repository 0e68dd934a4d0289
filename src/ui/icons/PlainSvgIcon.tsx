import { createElement, type CSSProperties } from 'react';
import shapes from 'virtual:mui-icon-shapes';
import type { PlainIconName } from './plainIconNames';
import './plainSvgIcon.css';

/**
 * A Material icon as MUI's SvgIcon draws it (1em square in the current colour; `fontSize` as
 * MUI's: medium 24 px, small 20 px, inherit the surrounding text's size), from plain elements:
 * no runtime styling, and drawable before MUI has loaded. Decorative.
 */
export function PlainSvgIcon({
  name,
  fontSize = 'medium',
  className,
  style,
}: {
  name: PlainIconName;
  fontSize?: 'medium' | 'small' | 'inherit';
  className?: string;
  style?: CSSProperties;
}) {
  const classes = ['app-svg-icon', fontSize === 'medium' ? '' : `app-svg-icon--${fontSize}`, className ?? ''].filter(Boolean).join(' ');
  return (
    <svg className={classes} style={style} viewBox="0 0 24 24" focusable="false" aria-hidden="true">
      {shapes[name].map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  );
}
