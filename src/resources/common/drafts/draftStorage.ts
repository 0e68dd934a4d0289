import { getAdminData } from '../../../providers/session';

/**
 * What an admin had typed when the session ended (#39.9), kept in this tab's sessionStorage
 * (a reload keeps it, closing the tab forgets it) under the admin and the form it belongs to,
 * so another admin signing in here never sees it. Taken back once, when that form opens again.
 */
const PREFIX = 'app:draft:';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage disabled by the browser's privacy settings: nothing is kept.
    return null;
  }
}

/** The admin signed in now; read while mounted, since the session is gone once a draft is kept. */
export function currentAdminEmail(): string | null {
  return getAdminData()?.email ?? null;
}

const keyOf = (admin: string, form: string) => `${PREFIX}${admin}:${form}`;

export function keepDraft(admin: string | null, form: string, value: unknown): void {
  if (!admin) return;
  try {
    storage()?.setItem(keyOf(admin, form), JSON.stringify(value));
  } catch {
    // Over quota: the draft is lost, as it was before.
  }
}

/** The kept draft of `form`, removed from storage (the form holds it from now on). */
export function takeDraft<T>(admin: string | null, form: string): T | null {
  if (!admin) return null;
  const s = storage();
  const raw = s?.getItem(keyOf(admin, form)) ?? null;
  if (raw === null) return null;
  s?.removeItem(keyOf(admin, form));
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
