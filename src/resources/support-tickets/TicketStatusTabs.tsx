import { Tab, Tabs } from '@mui/material';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import { useTopBarSearch } from '../../layout/search/useTopBarSearch';
import { TICKET_STATUSES, TICKET_STATUS_LABEL } from './ticketStatus';

/** How many tickets a tab holds, with the list's other filters and the top-bar search applied. */
function TabLabel({ status }: { status: string }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const search = useTopBarSearch();
  const { total } = useGetList('support-tickets', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
    filter: { ...filterValues, status, ...(search ? { q: search } : {}) },
  });
  const label = translate(`${TICKET_STATUS_LABEL}${status}`);
  return <>{total === undefined ? label : `${label} (${total})`}</>;
}

/** Open / pending / closed: one tab per status, each a filter of the same list. */
export function TicketStatusTabs() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const current = (filterValues.status as string | undefined) ?? TICKET_STATUSES[0];
  return (
    <Tabs
      value={current}
      onChange={(_e, status: string) => setFilters({ ...filterValues, status }, displayedFilters)}
      aria-label={translate('app.content.tickets.tabs_label')}
      sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {TICKET_STATUSES.map((status) => (
        <Tab key={status} value={status} label={<TabLabel status={status} />} />
      ))}
    </Tabs>
  );
}
