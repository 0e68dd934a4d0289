// The Threat Library's comparison and matching rules, without the schema
// (entities/restrictedWords.ts): the add-word form and the phrase tester do not load zod and
// build the entity's schema first.

/**
 * The form under which words are compared: Unicode NFC, trimmed, inner whitespace collapsed
 * to one space, lower case. Two entries with the same normalized text are duplicates
 * (MESSAGES.duplicateRestrictedWord); the server sets `normalized` from `text` itself.
 */
export function normalizeWord(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

/**
 * The restricted words (already normalized) that occur in `message` as whole words or phrases:
 * "scam" matches "it's a scam!" but not "scampi".
 */
export function findRestrictedWords(message: string, normalizedWords: Iterable<string>): string[] {
  const haystack = normalizeWord(message);
  const found: string[] = [];
  for (const word of normalizedWords) {
    let at = haystack.indexOf(word);
    while (at !== -1) {
      const before = haystack[at - 1] ?? ' ';
      const after = haystack[at + word.length] ?? ' ';
      if (!WORD_CHAR.test(before) && !WORD_CHAR.test(after)) {
        found.push(word);
        break;
      }
      at = haystack.indexOf(word, at + 1);
    }
  }
  return found;
}
