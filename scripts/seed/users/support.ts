import type { SupportTicket } from '../../../src/domain/entities/supportTickets';
import { DAY, HOUR, iso, MINUTE } from '../clock';
import { audit, later, pickAdmin, type SeedContext } from '../context';
import type { Profile } from './profile';

const SUBJECTS = [
  'Payment not received',
  'Cannot upload my intro video',
  'Order stuck in progress',
  'How do I change my category?',
  'Refund for a cancelled job',
  'Verification taking too long',
];
const USER_LINES = [
  'Hi, I need help with this please.',
  'It has been three days, any update?',
  'Thanks, that worked!',
  'I attached a screenshot in the app.',
];
const ADMIN_LINES = [
  'Thanks for reaching out, we are looking into it.',
  'Could you send the order number?',
  'This is fixed now, please try again.',
  'We have escalated this to the payments team.',
];
const ERROR_DESCRIPTIONS = [
  'The app crashes when I open my wallet.',
  'The upload button does nothing on Android.',
  'My earnings show 0 after the last job.',
  'Video preview is black on iPhone.',
  'Language menu shows blank entries.',
];

/** Conversations with the support team; a pending ticket waits for the user, so an admin spoke last. */
export function seedSupportTickets(ctx: SeedContext, user: Profile): void {
  const { rng } = ctx;
  if (!rng.chance(0.07)) return;
  const status = rng.cover('ticketStatus', [
    ['open', 40],
    ['pending', 25],
    ['closed', 35],
  ] as const);
  const admin = status === 'open' && rng.chance(0.5) ? null : pickAdmin(ctx, 'support.act');
  const length = status === 'open' ? (admin ? 3 : 1) : status === 'pending' ? 2 : rng.int(2, 4);
  let at = rng.between(user.memberSinceMs + HOUR, ctx.now - 2 * DAY);
  const messages: SupportTicket['messages'] = [];
  for (let i = 0; i < length; i++) {
    const author =
      i % 2 === 1 && admin
        ? { from: 'admin' as const, authorId: admin.id, lines: ADMIN_LINES }
        : { from: 'user' as const, authorId: user.id, lines: USER_LINES };
    messages.push({ from: author.from, authorId: author.authorId, text: rng.pick(author.lines), at: iso(at) });
    at = later(ctx, at, 10 * MINUTE, 20 * HOUR);
  }
  const closedAt = status === 'closed' ? at : null;
  const recordId = ctx.db.write(
    'support-tickets',
    { userId: user.id, adminId: admin?.id ?? null, subject: rng.pick(SUBJECTS), status, messages },
    messages[0].at,
    iso(closedAt ?? Date.parse(messages[messages.length - 1].at)),
  );
  if (admin && closedAt !== null) {
    audit(ctx, {
      adminId: admin.id,
      action: 'close',
      resource: 'support-tickets',
      recordId,
      at: closedAt,
      changes: { status: { before: 'open', after: 'closed' } },
    });
  }
}

/** Bugs the user reported from the app, with screenshots or a screen recording. */
export function seedErrorReports(ctx: SeedContext, user: Profile): void {
  const { rng } = ctx;
  if (!rng.chance(0.05)) return;
  const status = rng.cover('errorReportStatus', [
    ['open', 50],
    ['resolved', 50],
  ] as const);
  const reportedAt = rng.between(user.memberSinceMs + HOUR, ctx.now - HOUR);
  const resolvedAt = status === 'resolved' ? later(ctx, reportedAt, HOUR, 14 * DAY) : null;
  const recordId = ctx.db.write(
    'error-reports',
    {
      reportedByUserId: user.id,
      reportedAt: iso(reportedAt),
      description: rng.pick(ERROR_DESCRIPTIONS),
      screenshots: Array.from({ length: rng.int(0, 2) }, () => `/seed/screenshot-${String(rng.int(1, 3)).padStart(2, '0')}.svg`),
      recordings: rng.chance(0.3) ? ['/seed/tutorial.webm'] : [],
      status,
      resolvedAt: resolvedAt === null ? null : iso(resolvedAt),
    },
    iso(reportedAt),
    iso(resolvedAt ?? reportedAt),
  );
  if (resolvedAt !== null) {
    const admin = pickAdmin(ctx, 'errorReports.act');
    audit(ctx, {
      adminId: admin.id,
      action: 'resolve',
      resource: 'error-reports',
      recordId,
      at: resolvedAt,
      changes: { status: { before: 'open', after: 'resolved' } },
    });
  }
}
