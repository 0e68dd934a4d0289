// The list imports' fixed vocabulary, without the schema (entities/listImports.ts): a screen that
// only needs these words does not load zod and build the entity's schema first.

/** The List Manager lists an import can target. */
export const IMPORTABLE_LISTS = ['user-categories', 'languages', 'countries', 'services-offered'] as const;

/** add_more appends, replace swaps the list, revert goes back to the previous list, delete_all empties it. */
export const IMPORT_MODES = ['add_more', 'replace', 'revert', 'delete_all'] as const;
