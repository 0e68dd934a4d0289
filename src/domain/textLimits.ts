/**
 * The largest value each kind of field takes, documented in docs/api.md ("Text limits") and shown
 * by the browser forms: no field is unbounded, so no record can make every page that lists it heavy.
 */
export const TEXT_LIMITS = {
  /** Names, titles, codes, one-line answers. */
  line: 200,
  /** Descriptions, reasons, notes, messages, a bio. */
  paragraph: 5000,
  /** A Help Center article. */
  article: 20000,
  url: 2048,
  /** RFC 5321's longest address. */
  email: 254,
  /**
   * Items of any list field (tags, categories, evidence, a user's reviews, an order's deposits)
   * unless a larger cap below names the list.
   */
  listItems: 100,
  /** Keys of a map field (a verification request's profile fields, an audit entry's changes); each key is a line. */
  mapEntries: 100,
  /**
   * Messages of one support ticket: a conversation runs longer than a list of tags, and past this
   * the reply is refused and a new ticket opened (the byte cap below may end it sooner).
   */
  ticketMessages: 500,
  /**
   * Entries of one user's commission-rate history (granted, changed, removed). Kept whole because
   * `rateInForce` answers for any past instant from it; an entry is about 100 bytes.
   */
  rateChanges: 500,
  /**
   * A whole record as JSON (UTF-8 bytes): what one row of a list page may weigh. A client write
   * or a command that would store a larger record is refused.
   */
  recordBytes: 256 * 1024,
} as const;
