/**
 * Which colour a status chip takes (StatusChip.tsx, and the first screen's plain cells): plain
 * data, so what draws before react-admin loads colours a status the same way.
 */

/** The palette colours a status may take (MUI's colour names: the theme holds the same ones). */
export type StatusTone = 'default' | 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info';

/** How a value reads at a glance when its group says nothing else: done well (success), needs attention (warning), punitive (error). */
const TONES: Record<string, StatusTone> = {
  verified: 'success',
  not_verified: 'error',
  unverified: 'default',
  pending: 'warning',
  rejected: 'error',
  active: 'success',
  suspended: 'error',
  deleted: 'default',
  issued: 'warning',
  appealed: 'info',
  upheld: 'error',
  reversed: 'default',
  reissued: 'warning',
  lifted: 'default',
  restored: 'success',
  open: 'warning',
  warned: 'info',
  actioned: 'error',
  dismissed: 'default',
  awaiting_review: 'warning',
  reviewed: 'success',
  approved: 'success',
  fulfilled: 'success',
  declined: 'error',
  resolved: 'success',
};

/** Groups whose values mean something else than the same word elsewhere (a removed rate is history, a removed ad a sanction). */
const GROUP_TONES: Record<string, Record<string, StatusTone>> = {
  orderStatus: {
    waiting_for_applicants: 'default',
    published: 'info',
    in_progress: 'primary',
    completed: 'success',
    partially_completed: 'warning',
    expired: 'default',
    failed: 'error',
    customer_cancelled: 'default',
    cancelled_by_iw: 'warning',
    cancelled_by_admin: 'error',
  },
  // Money coming in is green, money going out to people is blue or orange, internal moves grey.
  walletKind: {
    deposit: 'success',
    escrow_hold: 'default',
    escrow_release: 'default',
    refund: 'warning',
    commission: 'success',
    payout: 'info',
    fee: 'error',
  },
  rateStatus: { active: 'success', removed: 'default' },
  rateChange: { granted: 'success', changed: 'info', removed: 'default' },
  linkStatus: { active: 'success', deactivated: 'warning', cancelled: 'error', expired: 'default' },
  quickadStatus: { draft: 'default', published: 'success', closed: 'info', removed: 'error' },
  applicantStatus: { applied: 'warning', accepted: 'success', rejected: 'default' },
  // Open tickets wait for the support team; pending ones wait for the user.
  ticketStatus: { open: 'warning', pending: 'info', closed: 'default' },
  mediaStatus: { visible: 'success', removed: 'error' },
};

export function statusTone(group: string, value: string): StatusTone {
  return GROUP_TONES[group]?.[value] ?? TONES[value] ?? 'default';
}
