import { useState } from 'react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { required, useTranslate } from 'react-admin';
import { AppButton } from '../../shell/buttons/AppButton';
import { useCommand } from '../common/useCommand';
import { RateDialog } from './RateDialog';
import { UserPickerInput } from '../common/people/UserPickerInput';

/** Grant a custom rate to a user without one (collection-level command; commissions.manage only). */
export function GrantRateButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const grant = useCommand('commission-rates', 'grant', null, { doneKey: 'app.money.rates.granted', onSuccess: () => setOpen(false) });
  if (!grant.allowed) return null;
  return (
    <>
      <AppButton variant="primary" size="small" startIcon={<AddOutlined />} onClick={() => setOpen(true)}>
        {translate('app.money.rates.grant')}
      </AppButton>
      <RateDialog
        open={open}
        title="app.money.rates.grant_title"
        submitLabel="app.money.rates.grant"
        loading={grant.isPending}
        onClose={() => setOpen(false)}
        onSubmit={(values) => void grant.run({ userId: values.userId, rate: values.rate })}
      >
        <UserPickerInput source="userId" label="resources.commission-rates.fields.userId" validate={required()} fullWidth />
      </RateDialog>
    </>
  );
}
