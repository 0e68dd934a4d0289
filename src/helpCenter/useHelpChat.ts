import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { BackofficeDataProvider } from '../providers/data/types';
import type { SupportTicket } from '../domain/entities/supportTickets';

export interface HelpChat {
  tickets: SupportTicket[];
  loading: boolean;
  error: boolean;
  reload: () => Promise<void>;
  start: (subject: string, text: string) => Promise<SupportTicket>;
  reply: (ticketId: number, text: string) => Promise<SupportTicket>;
}

/** This admin's own conversations with the support team (server/endpoints/helpChat.ts). */
export function useHelpChat(): HelpChat {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const [tickets, setTickets] = useState<SupportTicket[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState(false);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setTickets(await dataProvider.request<SupportTicket[]>('help-chat'));
      setError(false);
    } catch {
      setError(true);
    } finally {
      setLoading(false);
    }
  }, [dataProvider]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const replace = (ticket: SupportTicket) => setTickets((all) => [ticket, ...all.filter((t) => t.id !== ticket.id)]);

  const start = useCallback(
    async (subject: string, text: string) => {
      const ticket = await dataProvider.request<SupportTicket>('help-chat', { method: 'POST', body: { subject, text } });
      replace(ticket);
      return ticket;
    },
    [dataProvider],
  );

  const reply = useCallback(
    async (ticketId: number, text: string) => {
      const ticket = await dataProvider.request<SupportTicket>(`help-chat/${ticketId}/messages`, { method: 'POST', body: { text } });
      replace(ticket);
      return ticket;
    },
    [dataProvider],
  );

  return { tickets, loading, error, reload, start, reply };
}
