import type { SyntheticEvent } from 'react';

/**
 * React events bubble through portals to the component tree, so a click inside a dialog opened
 * from a Datagrid row would also "click" the row (and open its page). Row buttons stop them here.
 */
export const stopRowClick = (e: SyntheticEvent) => e.stopPropagation();

/** Buttons inside a table row are compact, so two of them fit beside the row's data. */
export const ROW_BUTTON_SX = { px: 1.25, minHeight: 32 } as const;
