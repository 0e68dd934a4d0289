import { DateInput, FilterButton, SelectInput, TextField, TopToolbar } from 'react-admin';
import { ExportButton } from '../common/export/ExportButton';
import { Box } from '@mui/material';
import { referralLinkMachine } from '../../domain/machines/referralLink';
import { AppList } from '../common/AppList';
import { ListTable } from '../common/list/ListTable';
import { StatusChip } from '../common/StatusChip';
import { MoneyField } from '../common/MoneyField';
import { UserNameField } from '../common/people/UserNameField';
import { dayOf, endOfDay } from '../common/filterInputs';
import { CurrencyNote } from '../common/money/CurrencyNote';
import { DeactivateReferralButton } from './DeactivateReferralButton';
import { CancelReferralButton } from './CancelReferralButton';
import { UserPickerInput } from '../common/people/UserPickerInput';

const referralFilters = [
  <SelectInput
    key="linkStatus"
    source="linkStatus"
    choices={referralLinkMachine.states.map((id) => ({ id, name: `app.enums.linkStatus.${id}` }))}
    alwaysOn
  />,
  <UserPickerInput key="referrerId" source="referrerId" label="resources.referrals.fields.referrerId" />,
  <DateInput key="expiresAt_lte" source="expiresAt_lte" label="app.money.referrals.expires_before" parse={endOfDay} format={dayOf} />,
];

const ReferralListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportButton />
  </TopToolbar>
);

/** /referralData: who referred whom, the link's status, since when, until when, and what it earned. */
export const ReferralList = () => (
  <AppList
    resource="referrals"
    title="app.nav.referral_data"
    filters={referralFilters}
    sort={{ field: 'activeSince', order: 'DESC' }}
    actions={<ReferralListActions />}
    emptyKey="app.money.referrals.empty"
  >
    <CurrencyNote />
    <ListTable
      columns={[
        { source: 'referrerId', cell: <UserNameField source="referrerId" /> },
        { source: 'referredUserId', cell: <UserNameField source="referredUserId" /> },
        { source: 'code', cell: <TextField source="code" sx={{ whiteSpace: 'nowrap' }} /> },
        { source: 'linkStatus', cell: <StatusChip source="linkStatus" group="linkStatus" /> },
        { source: 'activeSince', cell: 'date' },
        { source: 'expiresAt', cell: 'date' },
        { source: 'totalEarnings', cell: <MoneyField source="totalEarnings" />, align: 'right' },
        {
          source: 'actions',
          label: 'app.money.referrals.actions',
          sortBy: false,
          align: 'right',
          cell: (
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
              <DeactivateReferralButton />
              <CancelReferralButton />
            </Box>
          ),
        },
      ]}
    />
  </AppList>
);
