import type { SxProps, Theme } from '@mui/material';
import { AutocompleteInput, TextInput, type InputProps } from 'react-admin';
import { useListChoices } from '../../common/useListChoices';

interface Props extends Pick<InputProps, 'source' | 'validate' | 'alwaysOn' | 'label' | 'helperText'> {
  sx?: SxProps<Theme>;
  fullWidth?: boolean;
  list: 'countries' | 'user-categories';
  valueField: 'code' | 'name';
  /** Shows "Name (value)" when the value is a code the admin may not recognise. */
  showValue?: boolean;
}

/** Picks a value from a List Manager list; a text input for roles that cannot read the lists. */
export function ListChoiceInput({ list, valueField, showValue, ...props }: Props) {
  const { readable, choices, isPending } = useListChoices(list, valueField);
  if (!readable) return <TextInput {...props} />;
  const named = showValue ? choices.map((c) => ({ ...c, name: `${c.name} (${c.id})` })) : choices;
  return <AutocompleteInput {...props} choices={named} isPending={isPending} translateChoice={false} />;
}
