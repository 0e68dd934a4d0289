/**
 * The shortest search text (`q`) the API answers. Search reads a trigram index: text of three
 * characters or more is found from the index in milliseconds, while shorter text would be
 * compared with every record (a one-letter search at 100 000 users held the server for seconds).
 * The server refuses shorter text with a 400 naming this length; the app does not send it.
 */
export const MIN_SEARCH_LENGTH = 3;

/** Whether `text` is long enough to search for, counted in characters after trimming. */
export function isSearchable(text: string): boolean {
  return [...text.trim()].length >= MIN_SEARCH_LENGTH;
}
