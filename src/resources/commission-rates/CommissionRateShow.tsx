import { fullName } from '../../domain/people';
import {
  ArrayField,
  Datagrid,
  DateField,
  Labeled,
  Show,
  SimpleShowLayout,
  TopToolbar,
  useGetOne,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Box } from '@mui/material';
import { Link } from 'react-router-dom';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { CommissionRate } from '../../domain/entities/commissionRates';
import type { User } from '../../domain/entities/users';
import { AppButton } from '../../shell/buttons/AppButton';
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
        <ArrayField source="history">
          <Datagrid bulkActionButtons={false} rowClick={false} sx={{ '& .RaDatagrid-headerCell': { fontWeight: 600 } }}>
            <DateField source="at" label="app.money.rates.history.at" showTime />
            <RateChangeField source="change" label="app.money.rates.history.change" />
            <PercentField source="rate" label="app.money.rates.history.rate" />
            <AdminReferenceField source="byAdminId" label="app.money.rates.history.by" />
          </Datagrid>
        </ArrayField>
      </Labeled>
    </SimpleShowLayout>
  </Show>
);
