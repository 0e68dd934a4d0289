import { SelectInput } from 'react-admin';
import { FILTER_SX } from '../common/filterInputs';
import { reportMachine } from '../../domain/machines/report';
import { enumChoices } from '../common/enumChoices';

export const reportFilters = [
  <SelectInput key="status" source="status" choices={enumChoices('reportStatus', reportMachine.states)} alwaysOn sx={FILTER_SX} />,
];
