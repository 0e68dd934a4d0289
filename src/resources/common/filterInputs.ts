/** Filter inputs wide enough for their longest label and value, so none is cut off. */
export const FILTER_SX = { minWidth: 220 } as const;

/** Dates are stored as instants: "up to" a day means up to that day's last millisecond (UTC). */
export const endOfDay = (day: string) => (day ? `${day}T23:59:59.999Z` : day);

/** Shows an instant filter value as the day a date input edits. */
export const dayOf = (value?: string) => value?.slice(0, 10) ?? '';
