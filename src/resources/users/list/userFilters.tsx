import { SelectInput } from 'react-admin';
import { FILTER_SX } from '../../common/filterInputs';
import { accountStatusMachine } from '../../../domain/machines/accountStatus';
import { userVerificationMachine } from '../../../domain/machines/userVerification';
import { enumChoices } from '../../common/enumChoices';
import { ListChoiceInput } from './ListChoiceInput';

const ONLINE_CHOICES = enumChoices('online', ['true', 'false']);

/** Users list filters; the account type is the tab, not a filter input. */
export const userFilters = [
  <SelectInput
    key="verificationStatus"
    source="verificationStatus"
    choices={enumChoices('verificationStatus', userVerificationMachine.states)}
    alwaysOn
    sx={FILTER_SX}
  />,
  <ListChoiceInput key="country" source="country" list="countries" valueField="code" showValue alwaysOn sx={FILTER_SX} />,
  <ListChoiceInput key="category" source="category" list="user-categories" valueField="name" alwaysOn sx={FILTER_SX} />,
  <SelectInput key="online" source="online" choices={ONLINE_CHOICES} alwaysOn sx={FILTER_SX} />,
  <SelectInput
    key="accountStatus"
    source="accountStatus"
    choices={enumChoices('accountStatus', accountStatusMachine.states)}
    sx={FILTER_SX}
  />,
];
