import { Datagrid, DateField, FilterButton, FunctionField, TextField, TopToolbar } from 'react-admin';
import { ExportButton } from '../common/export/ExportButton';
import { AppList } from '../common/AppList';
import { EmptyState } from '../common/EmptyState';
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
    <Datagrid rowClick="show" bulkActionButtons={false} empty={<EmptyState messageKey="app.content.tickets.empty_tab" />}>
      <TextField source="subject" />
      <TicketRequesterField label="resources.support-tickets.fields.userId" sortBy="userId" />
      <LastMessageField label="app.content.tickets.last_message" sortable={false} />
      <FunctionField<SupportTicket>
        label="resources.support-tickets.fields.messages"
        sortable={false}
        textAlign="right"
        render={(t) => t.messages.length}
      />
      <StatusChip group="ticketStatus" />
      <DateField source="updatedAt" showTime />
    </Datagrid>
  </AppList>
);
