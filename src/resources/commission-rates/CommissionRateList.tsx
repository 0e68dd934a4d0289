import { FilterButton, SelectInput, TopToolbar } from 'react-admin';
import { ExportButton } from '../common/export/ExportButton';
import { Box } from '@mui/material';
import { COMMISSION_RATE_STATUSES } from '../../domain/entities/commissionRates';
import { AppList } from '../common/AppList';
import { ListTable } from '../common/list/ListTable';
import { UserNameField } from '../common/people/UserNameField';
import { AdminReferenceField } from '../common/people/AdminReferenceField';
import { RateLinkField } from './RateLinkField';
import { RateStatusField } from './RateStatusField';
import { RateSinceField } from './RateSinceField';
import { ChangeRateButton } from './ChangeRateButton';
import { RemoveRateButton } from './RemoveRateButton';
import { GrantRateButton } from './GrantRateButton';
import { UserPickerInput } from '../common/people/UserPickerInput';

const rateFilters = [
  <SelectInput
    key="status"
    source="status"
    choices={COMMISSION_RATE_STATUSES.map((id) => ({ id, name: `app.enums.rateStatus.${id}` }))}
    alwaysOn
  />,
  <UserPickerInput key="userId" source="userId" label="resources.commission-rates.fields.userId" />,
];

const RateListActions = () => (
  <TopToolbar>
    <FilterButton />
    <GrantRateButton />
    <ExportButton />
  </TopToolbar>
);

/** The users with a custom rate (active and removed), the latest rate to take effect first; each row opens its history. */
export function CommissionRateList() {
  return (
    <AppList
      resource="commission-rates"
      title="app.nav.commissions"
      filters={rateFilters}
      sort={{ field: 'rateSince', order: 'DESC' }}
      actions={<RateListActions />}
      emptyKey="app.money.rates.empty"
    >
      <ListTable
        rowClick="show"
        columns={[
          { source: 'userId', cell: <UserNameField source="userId" /> },
          { source: 'rate', cell: <RateLinkField />, align: 'right' },
          { source: 'status', cell: <RateStatusField source="status" /> },
          { source: 'grantedByAdminId', cell: <AdminReferenceField source="grantedByAdminId" /> },
          // When the rate shown took effect: the server sorts by the same date (rateSince).
          { source: 'rateSince', label: 'resources.commission-rates.fields.since', cell: <RateSinceField source="rateSince" /> },
          { source: 'removedAt', cell: 'date', emptyText: '—' },
          {
            source: 'actions',
            label: 'app.money.rates.actions',
            sortBy: false,
            align: 'right',
            cell: (
              <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
                <ChangeRateButton />
                <RemoveRateButton />
              </Box>
            ),
          },
        ]}
      />
    </AppList>
  );
}
