import { SelectInput } from 'react-admin';
import { FILTER_SX } from '../common/filterInputs';
import { verificationRequestMachine } from '../../domain/machines/verificationRequest';
import { enumChoices } from '../common/enumChoices';

export const verificationFilters = [
  <SelectInput
    key="status"
    source="status"
    choices={enumChoices('requestStatus', verificationRequestMachine.states)}
    alwaysOn
    sx={FILTER_SX}
  />,
];
