import { z } from 'zod';
import { normalizeWord } from '../../src/domain/entities/restrictedWords';
import { MESSAGES } from '../../src/domain/messages';
import { matchRestrictedWords } from '../../src/domain/restrictedWords';
import { HttpError } from '../http/errors';
import { routePermission } from '../http/routePermission';
import { validateOrThrow } from '../rest/validate';
import type { WriteRule } from '../rest/writeRules';
import type { Reads, Store } from '../store/store';
import { DeclaredRouter } from '../http/declaredRouter';

/** The exact text of the specification (section 8); the code is its catalogue key. */
export const DUPLICATE_WORD_MESSAGE = 'You have already added this word or string of words';

type WordRec = { id: number; text: string; normalized: string; addedAt: string };

/** Read through the write's transaction: two creates of one word raced cannot both find it free. */
async function refuseDuplicate(reads: Reads, normalized: string, exceptId?: number | string): Promise<void> {
  const taken = (await reads.all('restricted-words')).some((w) => w.normalized === normalized && w.id !== exceptId);
  if (taken) throw new HttpError(409, DUPLICATE_WORD_MESSAGE, MESSAGES.duplicateRestrictedWord);
}

/**
 * The Threat Library never holds one word twice (ignoring case and spacing). The server sets
 * `normalized` from `text`, and who added the entry and when, whatever the client sent.
 */
export const restrictedWordWriteRule: WriteRule = {
  async beforeCreate({ tx, data, req }) {
    const text = String(data.text).trim().replace(/\s+/g, ' ');
    const normalized = normalizeWord(text);
    await refuseDuplicate(tx, normalized);
    Object.assign(data, { text, normalized, addedAt: tx.now, addedByAdminId: req.admin!.id });
  },
  async beforeUpdate({ tx, current, data }) {
    const text = String(data.text).trim().replace(/\s+/g, ' ');
    const normalized = normalizeWord(text);
    await refuseDuplicate(tx, normalized, current.id);
    Object.assign(data, { text, normalized, addedAt: current.addedAt, addedByAdminId: current.addedByAdminId });
  },
};

export const matchBody = z.object({ text: z.string().max(2000) }).strict();

/** POST /restricted-words/match {text}: the entries a message would be flagged for ("Test a phrase"). */
export function restrictedWordRoutes(store: Store): DeclaredRouter {
  const router = new DeclaredRouter();
  router.post('/restricted-words/match', routePermission, async (req, res, next) => {
    try {
      const { text } = validateOrThrow(matchBody, req.body);
      const words = (await store.all('restricted-words')) as unknown as WordRec[];
      const matches = matchRestrictedWords(text, words).map(({ id, text: word, normalized }) => ({ id, text: word, normalized }));
      res.json({ matches });
    } catch (e) {
      next(e);
    }
  });
  return router;
}
