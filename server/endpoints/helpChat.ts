import { z } from 'zod';
import type { ServerContext } from '../context';
import type { Rec } from '../store/store';
import { HttpError } from '../http/errors';
import { validateOrThrow } from '../rest/validate';
import { handle } from '../auth/handle';
import { audit } from '../audit';
import { longText, text } from '../../src/domain/entities/base';
import { supportTicketCreateSchema, type SupportTicketMessage } from '../../src/domain/entities/supportTickets';
import { addMessage } from '../actions/supportTickets';
import { DeclaredRouter } from '../http/declaredRouter';

const SUPPORT_TICKETS = 'support-tickets';

/**
 * The ticket's own field schemas, whose limits the Help Center forms show: `text.max(5000)` kept
 * `text`'s own 200-character cap (zod applies both), so longer messages the form allowed were refused.
 */
export const startBody = z.object({ subject: text, text: longText }).strict();
export const replyBody = z.object({ text: longText }).strict();

/**
 * Help Center tickets are the admin's own questions to the support team: no marketplace user
 * (`userId` null) and the asking admin as `adminId`. Another admin's ticket is "not found".
 */
function isOwnTicket(ticket: Rec | undefined, adminId: number): ticket is Rec {
  return !!ticket && ticket.userId === null && ticket.adminId === adminId;
}

function newestFirst(a: Rec, b: Rec): number {
  return String(b.updatedAt).localeCompare(String(a.updatedAt));
}

/**
 * "Chat with support team" (Help Center): any signed-in admin may ask, whatever their role,
 * so these routes sit outside the `support-tickets` collection's permission (which is for the
 * people answering). Mounted after the session check: `req.admin` is set.
 */
export function helpChatRoutes(ctx: ServerContext): DeclaredRouter {
  const router = new DeclaredRouter();
  const { store } = ctx;

  router.get(
    '/help-chat',
    handle(async (req, res) => {
      const me = req.admin!.id;
      res.json((await store.where(SUPPORT_TICKETS, { adminId: me, userId: null })).filter((t) => isOwnTicket(t, me)).sort(newestFirst));
    }),
  );

  router.post(
    '/help-chat',
    handle(async (req, res) => {
      const body = validateOrThrow(startBody, req.body);
      const me = req.admin!.id;
      const ticket = await store.transaction(async (tx) => {
        const first: SupportTicketMessage = { from: 'admin', authorId: me, text: body.text, at: tx.now };
        const data = supportTicketCreateSchema.parse({
          userId: null,
          adminId: me,
          subject: body.subject,
          status: 'open',
          messages: [first],
        });
        const rec = await tx.insert(SUPPORT_TICKETS, data);
        await audit(tx, req, { action: 'help_chat_start', resource: SUPPORT_TICKETS, recordId: rec.id, before: null, after: rec });
        return rec;
      });
      res.status(201).json(ticket);
    }),
  );

  router.post(
    '/help-chat/:id/messages',
    handle(async (req, res) => {
      const body = validateOrThrow(replyBody, req.body);
      const me = req.admin!.id;
      const ticket = await store.transaction(async (tx) => {
        // Read inside the transaction: two replies at once both land, in order.
        const current = await tx.get(SUPPORT_TICKETS, String(req.params.id));
        if (!isOwnTicket(current, me)) throw new HttpError(404, 'Not found.');
        if (current.status === 'closed') throw new HttpError(409, 'This conversation is closed.', 'app.help.chat.closed');
        const before = structuredClone(current);
        const message: SupportTicketMessage = { from: 'admin', authorId: me, text: body.text, at: tx.now };
        // The admin has answered: the ticket is back with the support team.
        const rec = await addMessage(tx, current, message, { status: 'open' });
        await audit(tx, req, { action: 'help_chat_message', resource: SUPPORT_TICKETS, recordId: rec.id, before, after: rec });
        return rec;
      });
      res.json(ticket);
    }),
  );

  return router;
}
