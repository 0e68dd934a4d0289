/**
 * The one-time-code challenge travelling from /signin or /reset-password to /verify-otp and
 * /new-password. sessionStorage: a reload keeps it, closing the tab forgets it.
 */
export type ChallengeFlow = 'sign_in' | 'password_reset';

export interface PendingChallenge {
  flow: ChallengeFlow;
  challengeId: string;
  /** Epoch milliseconds from which a new code may be requested. */
  resendAt: number;
  /** The masked address the code went to, when the server said. */
  destination?: string;
  /** Password reset only: the code /verify-otp checked, submitted with the new password. */
  code?: string;
}

const KEY = 'authChallenge';
const NOTICE_KEY = 'authNotice';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function savePendingChallenge(
  flow: ChallengeFlow,
  ticket: { challengeId: string; resendAfter: number; destination?: string },
): PendingChallenge {
  const pending: PendingChallenge = {
    flow,
    challengeId: ticket.challengeId,
    resendAt: Date.now() + ticket.resendAfter * 1000,
    ...(ticket.destination ? { destination: ticket.destination } : {}),
  };
  storage()?.setItem(KEY, JSON.stringify(pending));
  return pending;
}

export function getPendingChallenge(): PendingChallenge | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as PendingChallenge;
    return typeof value.challengeId === 'string' && (value.flow === 'sign_in' || value.flow === 'password_reset') ? value : null;
  } catch {
    return null;
  }
}

export function updatePendingChallenge(patch: Partial<PendingChallenge>): void {
  const current = getPendingChallenge();
  if (current) storage()?.setItem(KEY, JSON.stringify({ ...current, ...patch }));
}

export function clearPendingChallenge(): void {
  storage()?.removeItem(KEY);
}

/**
 * A message for /signin to show once, as a catalogue key: why the visitor is there (`info`: the
 * session expired) or what just happened (`success`: signed out, password saved). The sign-in
 * pages run apart from the admin app, so a message crossing over travels in sessionStorage.
 * The first reason wins.
 */
export interface SignInNotice {
  key: string;
  kind: 'info' | 'success';
}

export function setSignInNotice(key: string, kind: SignInNotice['kind'] = 'info'): void {
  const s = storage();
  if (s && !s.getItem(NOTICE_KEY)) s.setItem(NOTICE_KEY, JSON.stringify({ key, kind }));
}

export function takeSignInNotice(): SignInNotice | null {
  const raw = storage()?.getItem(NOTICE_KEY) ?? null;
  if (!raw) return null;
  storage()?.removeItem(NOTICE_KEY);
  try {
    const value = JSON.parse(raw) as Partial<SignInNotice>;
    if (typeof value.key === 'string') return { key: value.key, kind: value.kind === 'success' ? 'success' : 'info' };
  } catch {
    // Written by an older version of the app: the bare key.
  }
  return { key: raw, kind: 'info' };
}
