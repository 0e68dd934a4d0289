/** One place where code uses a catalogue key, or a family of keys it builds at run time. */
export interface KeyUse {
  /** The key, or for a family the text as written in code (`app.enums.orderStatus.${…}`). */
  key: string;
  /** Set for a family: every catalogue key it matches counts as used. */
  pattern?: RegExp;
  /** `file:line` of the use. */
  where: string;
  /**
   * English must have the key (for a family: at least one key it matches). False for keys
   * react-admin may derive but never shows, which still count as used.
   */
  required: boolean;
}

/** The scopes our catalogues use: ours (`app.*`, `resources.*`) and react-admin's (`ra.*`). */
const SCOPE = '(?:app|resources|ra)';
const SEGMENT = '[A-Za-z0-9_-]+';

/** A string literal that is a whole key: `app.nav.users`, `resources.strikes.fields.reason`. */
export const KEY_LITERAL = new RegExp(`^${SCOPE}(?:\\.${SEGMENT})+$`);

/**
 * A literal ending with a dot or an underscore is the start of a family of keys:
 * `'app.enums.ticketStatus.' + status`, `code.startsWith('app.auth.otp_')`. It needs a fixed
 * part beyond the scope: `'app.'` alone (code that handles any key) marks nothing as used.
 */
export const PREFIX_LITERAL = new RegExp(`^${SCOPE}(?:\\.${SEGMENT})+[._]$`);

/**
 * The static start of a template literal that builds a key: `app.enums.orderStatus.${…}`. A template
 * with nothing fixed beyond the scope (`app.${…}`) is not a family: see `isTooBroad`.
 */
export const TEMPLATE_HEAD = new RegExp(`^${SCOPE}\\.[A-Za-z0-9_.-]*$`);

/** The static text between or after a template's interpolations. */
export const TEMPLATE_PART = /^[A-Za-z0-9_.-]*$/;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/**
 * The keys a template literal can build. `parts` are its static texts (head first): each
 * interpolation stands for one key segment or part of one (`[^.]+`), except a final one with
 * nothing after it, which stands for everything under the static prefix (`.+`).
 */
export function templatePattern(parts: string[]): RegExp {
  let source = escape(parts[0]);
  for (let i = 1; i < parts.length; i++) {
    const last = i === parts.length - 1 && parts[i] === '';
    source += (last ? '.+' : '[^.]+') + escape(parts[i]);
  }
  return new RegExp(`^${source}$`);
}

/** A template such as `app.${…}` or `resources.${…}` would stand for a whole scope. */
export const isTooBroad = (parts: string[]) => parts.join('').replace(/^(app|resources|ra)\./, '').replace(/\./g, '') === '';

/** The family of keys that start with a prefix. */
export function prefixPattern(prefix: string): RegExp {
  return new RegExp(`^${escape(prefix)}.+$`);
}
