/** Filter inputs wide enough for their longest label and value, so none is cut off. */
export const FILTER_SX = { minWidth: 220 } as const;
