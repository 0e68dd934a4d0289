import { Datagrid, DateField, FilterButton, SelectInput, TopToolbar, WrapperField } from 'react-admin';
import { ExportButton } from '../common/export/ExportButton';
import { Box } from '@mui/material';
import { COMMISSION_RATE_STATUSES } from '../../domain/entities/commissionRates';
import { AppList } from '../common/AppList';
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
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <UserNameField source="userId" />
        <RateLinkField source="rate" textAlign="right" />
        <RateStatusField source="status" />
        <AdminReferenceField source="grantedByAdminId" />
        {/* When the rate shown took effect: the server sorts by the same date (rateSince). */}
        <RateSinceField source="rateSince" label="resources.commission-rates.fields.since" />
        <DateField source="removedAt" emptyText="—" />
        <WrapperField label="app.money.rates.actions" textAlign="right">
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
            <ChangeRateButton />
            <RemoveRateButton />
          </Box>
        </WrapperField>
      </Datagrid>
    </AppList>
  );
}
