import { useMemo } from 'react';
import { fullName } from '../../domain/people';
import {
  DateField,
  Labeled,
  ListContextProvider,
  Show,
  SimpleShowLayout,
  TopToolbar,
  useGetOne,
  useList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Box } from '@mui/material';
import { Link } from 'react-router-dom';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { CommissionRate } from '../../domain/entities/commissionRates';
import type { User } from '../../domain/entities/users';
import { AppButton } from '../../shell/buttons/AppButton';
import { ListTable } from '../common/list/ListTable';
import { UserNameField } from '../common/people/UserNameField';
import { AdminReferenceField } from '../common/people/AdminReferenceField';
import { PercentField } from './PercentField';
import { RateStatusField } from './RateStatusField';
import { RateChangeField } from './RateChangeField';
import { RateSinceField } from './RateSinceField';
import { ChangeRateButton } from './ChangeRateButton';
import { RemoveRateButton } from './RemoveRateButton';

function RateShowActions() {
  const translate = useTranslate();
  return (
    <TopToolbar sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <AppButton variant="cancel" component={Link} to="/commissions" startIcon={<ArrowBack />}>
        {translate('app.nav.commissions')}
      </AppButton>
      <Box sx={{ flex: 1 }} />
      <ChangeRateButton />
      <RemoveRateButton />
    </TopToolbar>
  );
}

const RateTitle = () => {
  const rate = useRecordContext<CommissionRate>();
  const translate = useTranslate();
  const { data: user } = useGetOne<User>('users', { id: rate?.userId }, { enabled: !!rate });
  if (!rate) return null;
  return <>{translate('app.money.rates.title', { name: user ? fullName(user) : `#${rate.userId}` })}</>;
};

/**
 * The rate's history, oldest first, as a list sortable on the page. Its entries have no id of
 * their own, so each is numbered by its place in the history (a row's key).
 */
function RateHistory() {
  const rate = useRecordContext<CommissionRate>();
  const translate = useTranslate();
  const history = rate?.history;
  const data = useMemo(() => (history ?? []).map((entry, index) => ({ ...entry, id: index })), [history]);
  const list = useList({ data });
  return (
    <ListContextProvider value={list}>
      <ListTable
        aria-label={translate('resources.commission-rates.fields.history')}
        columns={[
          { source: 'at', label: 'app.money.rates.history.at', cell: 'dateTime' },
          { source: 'change', label: 'app.money.rates.history.change', cell: <RateChangeField source="change" /> },
          { source: 'rate', label: 'app.money.rates.history.rate', cell: <PercentField source="rate" /> },
          { source: 'byAdminId', label: 'app.money.rates.history.by', cell: <AdminReferenceField source="byAdminId" /> },
        ]}
      />
    </ListContextProvider>
  );
}

/** One user's custom rate and its whole history (granted, changed, removed, granted again). */
export const CommissionRateShow = () => (
  <Show title={<RateTitle />} actions={<RateShowActions />}>
    <SimpleShowLayout>
      <UserNameField source="userId" />
      <PercentField source="rate" />
      <RateStatusField source="status" />
      <AdminReferenceField source="grantedByAdminId" />
      <RateSinceField source="since" showTime />
      <DateField source="removedAt" showTime emptyText="—" />
      <Labeled label="resources.commission-rates.fields.history" fullWidth>
        <RateHistory />
      </Labeled>
    </SimpleShowLayout>
  </Show>
);
