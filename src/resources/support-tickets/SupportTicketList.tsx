import { FilterButton, TopToolbar, useRecordContext } from 'react-admin';
import { ExportButton } from '../common/export/ExportButton';
import { AppList } from '../common/AppList';
import { EmptyState } from '../common/EmptyState';
import { ListTable } from '../common/list/ListTable';
import type { ListColumn } from '../common/list/listColumns';
import { StatusChip } from '../common/StatusChip';
import type { SupportTicket } from '../../domain/entities/supportTickets';
import { LastMessageField } from './LastMessageField';
import { TicketRequesterField } from './TicketRequesterField';
import { FilterTabs } from '../common/FilterTabs';
import { enumKey } from '../common/enumChoices';
import { supportTicketMachine } from '../../domain/machines/supportTicket';
import { UserPickerInput } from '../common/people/UserPickerInput';

/** The tabs of Customer Service, in the order a ticket usually moves. */
const TICKET_STATUSES = supportTicketMachine.states;

/** One tab per status, each a filter of the same list. */
const TICKET_TABS = TICKET_STATUSES.map((status) => ({ value: status, labelKey: enumKey('ticketStatus', status) }));

/** How many messages the conversation holds. */
function MessageCount() {
  const ticket = useRecordContext<SupportTicket>();
  return ticket ? <span>{ticket.messages.length}</span> : null;
}

const TICKET_COLUMNS: ListColumn[] = [
  { source: 'subject' },
  { source: 'userId', cell: <TicketRequesterField /> },
  { source: 'lastMessage', label: 'app.content.tickets.last_message', sortBy: false, cell: <LastMessageField /> },
  { source: 'messages', label: 'resources.support-tickets.fields.messages', sortBy: false, align: 'right', cell: <MessageCount /> },
  { source: 'status', cell: <StatusChip group="ticketStatus" /> },
  { source: 'updatedAt', cell: 'dateTime' },
];

const ticketFilters = [<UserPickerInput key="userId" source="userId" label="resources.support-tickets.fields.userId" />];

/** /customerService: every support conversation, one tab per status, newest activity first. */
export const SupportTicketList = () => (
  <AppList
    resource="support-tickets"
    storeKey="customerService"
    title="app.nav.customer_service"
    filterDefaultValues={{ status: TICKET_STATUSES[0] }}
    sort={{ field: 'updatedAt', order: 'DESC' }}
    filters={ticketFilters}
    actions={
      <TopToolbar>
        <FilterButton />
        <ExportButton />
      </TopToolbar>
    }
    emptyKey="app.content.tickets.empty"
  >
    <FilterTabs field="status" tabs={TICKET_TABS} labelKey="app.content.tickets.tabs_label" counted />
    <ListTable rowClick="show" empty={<EmptyState messageKey="app.content.tickets.empty_tab" />} columns={TICKET_COLUMNS} />
  </AppList>
);
