import type { SyntheticEvent } from 'react';

/**
 * React events bubble through portals to the component tree, so a click inside a dialog opened
 * from a clickable container (a record's card, a row) would also "click" it. ListTable ignores
 * clicks outside a row's DOM; row buttons stop them here for every other container.
 */
export const stopRowClick = (e: SyntheticEvent) => e.stopPropagation();

/** Buttons inside a table row are compact, so two of them fit beside the row's data. */
export const ROW_BUTTON_SX = { px: 1.25, minHeight: 32 } as const;

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
