import { DateInput, FilterButton, ReferenceField, SelectInput, TextField, TopToolbar } from 'react-admin';
import { ExportButton } from '../common/export/ExportButton';
import { WALLET_TRANSACTION_KINDS } from '../../domain/vocabulary/walletTransactions';
import { AppList } from '../common/AppList';
import { ListTable } from '../common/list/ListTable';
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
    <ListTable
      columns={[
        { source: 'at', cell: 'dateTime' },
        { source: 'kind', cell: <WalletKindField source="kind" /> },
        { source: 'amount', cell: <MoneyField source="amount" />, align: 'right' },
        {
          source: 'orderId',
          cell: (
            <ReferenceField source="orderId" reference="orders" link="show" emptyText="—">
              <TextField source="reference" />
            </ReferenceField>
          ),
        },
        { source: 'userId', cell: <UserNameField source="userId" /> },
        { source: 'note' },
      ]}
    />
  </AppList>
);
