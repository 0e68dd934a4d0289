import { Datagrid, DateField, DateInput, FilterButton, ReferenceField, SelectInput, TextField, TopToolbar } from 'react-admin';
import { ExportButton } from '../common/export/ExportButton';
import { WALLET_TRANSACTION_KINDS } from '../../domain/vocabulary/walletTransactions';
import { AppList } from '../common/AppList';
import { MoneyField } from '../common/MoneyField';
import { UserNameField } from '../common/people/UserNameField';
import { dayOf, endOfDay } from '../common/filterInputs';
import { WalletKindField } from '../common/money/WalletKindField';

const walletFilters = [
  <SelectInput
    key="kind"
    source="kind"
    choices={WALLET_TRANSACTION_KINDS.map((id) => ({ id, name: `app.enums.walletKind.${id}` }))}
    alwaysOn
  />,
  <DateInput key="at_gte" source="at_gte" label="app.money.filters.from" alwaysOn />,
  <DateInput key="at_lte" source="at_lte" label="app.money.filters.to" parse={endOfDay} format={dayOf} alwaysOn />,
];

const WalletListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportButton />
  </TopToolbar>
);

/** Every movement of the platform's wallet, newest first. */
export const WalletTransactionList = () => (
  <AppList
    resource="wallet-transactions"
    title="app.nav.my_wallet"
    filters={walletFilters}
    sort={{ field: 'at', order: 'DESC' }}
    actions={<WalletListActions />}
    emptyKey="app.money.wallet.empty"
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <DateField source="at" showTime />
      <WalletKindField source="kind" />
      <MoneyField source="amount" textAlign="right" />
      <ReferenceField source="orderId" reference="orders" link="show" emptyText="—">
        <TextField source="reference" />
      </ReferenceField>
      <UserNameField source="userId" />
      <TextField source="note" />
    </Datagrid>
  </AppList>
);
