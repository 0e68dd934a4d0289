/** Mirrors MAX_PAGE_SIZE in src/domain/constants.ts; kept here so the store has no domain import. */
export const MAX_PAGE_SIZE_DEFAULT = 1000;
