/**
 * react-admin's layout grows to the widest content (min-width: fit-content), so one wide table
 * or row of tabs pushed the whole page, top bar included, past the window. The card instead
 * takes the width it is given and scrolls its own content sideways when that is wider.
 */
export const CONTAINED_CARD_SX = {
  '& .RaList-content, & .RaShow-card': { contain: 'inline-size', overflowX: 'auto' },
} as const;
