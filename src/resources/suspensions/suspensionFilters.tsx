import { SelectInput } from 'react-admin';
import { FILTER_SX } from '../common/filterInputs';
import { SUSPENSION_SOURCES } from '../../domain/vocabulary/suspensions';
import { suspensionMachine } from '../../domain/machines/suspension';
import { enumChoices } from '../common/enumChoices';

export const suspensionFilters = [
  <SelectInput key="status" source="status" choices={enumChoices('suspensionStatus', suspensionMachine.states)} alwaysOn sx={FILTER_SX} />,
  <SelectInput key="source" source="source" choices={enumChoices('suspensionSource', SUSPENSION_SOURCES)} alwaysOn sx={FILTER_SX} />,
];
