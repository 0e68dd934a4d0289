/** Command buttons side by side in a toolbar, or one per line and equally wide in a list row. */
export const ROW = { flexWrap: 'wrap', rowGap: 1, alignItems: 'center' } as const;
export const STACKED = {
  alignItems: 'stretch',
  '& > span, & .MuiButton-root': { width: '100%' },
  '& > :not(style) ~ :not(style)': { mt: 0.75 },
} as const;
