import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useRecordContext } from 'react-admin';
import type { CommissionRate } from '../../domain/entities/commissionRates';
import { DEFAULT_COMMISSION_RATE } from '../../domain/constants';
import { CommandButton } from '../common/CommandButton';
import { ROW_BUTTON_SX } from '../common/rowButtons';

const MESSAGES = {
  label: 'app.money.rates.remove',
  title: 'app.money.rates.remove_title',
  content: 'app.money.rates.remove_content',
  done: 'app.money.rates.removed',
};

/** Remove a custom rate (confirmed): the user's next orders pay the default rate. */
export function RemoveRateButton() {
  const rate = useRecordContext<CommissionRate>();
  return (
    <CommandButton
      resource="commission-rates"
      action="remove"
      messages={MESSAGES}
      messageArgs={{ rate: rate?.rate ?? '', default: DEFAULT_COMMISSION_RATE }}
      variant="outlineRed"
      startIcon={<DeleteOutline />}
      sx={ROW_BUTTON_SX}
      hideWhenUnavailable
    />
  );
}
