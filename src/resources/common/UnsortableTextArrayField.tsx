import { TextArrayField, type TextArrayFieldProps } from 'react-admin';

type Props = TextArrayFieldProps & { sortable?: boolean };

/**
 * A chip list in a Datagrid column; pass `sortable={false}` (an array has no order to sort by).
 * Datagrid reads `sortable` from this element; TextArrayField itself would spread it onto the DOM.
 */
export function UnsortableTextArrayField({ sortable: _sortable, ...props }: Props) {
  return <TextArrayField {...props} />;
}
