import { downloadCSV, type Exporter } from 'react-admin';
import type { SupportTicket } from '../../domain/entities/supportTickets';

/** One row per ticket: the conversation itself stays in the app, the CSV says where each stands. */
export const ticketExporter: Exporter<SupportTicket> = async (tickets) => {
  // papaparse loads only when an admin exports.
  const { toCsv } = await import('../../domain/csv');
  const rows = tickets.map((t) => ({
    id: t.id,
    subject: t.subject,
    userId: t.userId ?? '',
    adminId: t.adminId ?? '',
    status: t.status,
    messages: t.messages.length,
    lastMessageAt: t.messages.at(-1)?.at ?? '',
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  }));
  downloadCSV(toCsv(rows), 'support-tickets');
};
