/**
 * Command buttons side by side in a toolbar, or one per line and equally wide in a list row. The
 * Stack spaces them with `useFlexGap`: a CommandButton's outer element is `display: contents`,
 * which takes no margin, so Stack's default margins left buttons touching (#39.8).
 */
export const ROW = { flexWrap: 'wrap', alignItems: 'center' } as const;
export const STACKED = {
  alignItems: 'stretch',
  '& > span, & .MuiButton-root': { width: '100%' },
} as const;
