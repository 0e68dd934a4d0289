/**
 * Opening a flagged chat claims it for a few minutes, so two moderators never review the same
 * message at once. The review page renews the claim while it stays open and releases it on
 * leaving; a claim nobody renews simply runs out.
 */
export const FLAGGED_CHAT_CLAIM_MINUTES = 5;

/** The review page renews its claim this often, well before it runs out. */
export const FLAGGED_CHAT_CLAIM_RENEW_MS = 2 * 60 * 1000;

export interface ClaimFields {
  claimedByAdminId: number | null;
  claimExpiresAt: string | null;
}

/** The admin holding a claim that has not run out at `now`, or null. */
export function activeClaimHolder(chat: ClaimFields, now: Date | number = Date.now()): number | null {
  if (chat.claimedByAdminId === null || chat.claimExpiresAt === null) return null;
  const at = typeof now === 'number' ? now : now.getTime();
  return Date.parse(chat.claimExpiresAt) > at ? chat.claimedByAdminId : null;
}

/** True when another admin holds a claim that has not run out: mark-as-reviewed and note edits are refused (409). */
export function isClaimedByOther(chat: ClaimFields, adminId: number | null | undefined, now: Date | number = Date.now()): boolean {
  const holder = activeClaimHolder(chat, now);
  return holder !== null && holder !== adminId;
}

/** When a claim made at `now` runs out. */
export function claimExpiry(now: Date | number): string {
  const at = typeof now === 'number' ? now : now.getTime();
  return new Date(at + FLAGGED_CHAT_CLAIM_MINUTES * 60 * 1000).toISOString();
}
