import { Fragment, isValidElement, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import {
  RecordContextProvider,
  useCreatePath,
  useListContext,
  useResourceContext,
  useTranslate,
  useTranslateLabel,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PlainSvgIcon } from '../../../ui/icons/PlainSvgIcon';
import { PlainCell } from './PlainCell';
import { ListSelectionBar } from './ListSelectionBar';
import { columnKey, sortFieldOf, type ListColumn } from './listColumns';
import './listTable.css';

/** Where a row leads when pressed: a page of its record, its expansion, or nowhere. */
export type RowClick = 'show' | 'edit' | 'expand' | false | ((record: RaRecord) => string | false);

interface ListTableProps {
  columns: readonly (ListColumn | null | false)[];
  rowClick?: RowClick;
  /** The commands a selection of rows can run: with them, every row has a checkbox. */
  bulkActions?: ReactNode;
  /** Drawn under a row whose expand button (or the row, with rowClick 'expand') was pressed. */
  expand?: ReactElement;
  /** Drawn instead of the table once the page has loaded with no rows. */
  empty?: ReactNode;
  rowClassName?: (record: RaRecord) => string | undefined;
  /** The table's accessible name (the list's title by default, from the page's heading). */
  'aria-label'?: string;
}

/**
 * A press on a link, button or field inside a row is theirs, not the row's; so is one inside a
 * dialog opened from the row (React events bubble through portals, the DOM does not contain them).
 */
function pressedOtherThanRow(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  if (!event.currentTarget.contains(target)) return true;
  const control = target.closest('a, button, input, select, textarea, label, [role="button"], [role="checkbox"]');
  return control !== null && event.currentTarget.contains(control);
}

/**
 * The table every list draws: columns as data (listColumns.ts), fed by react-admin's list
 * controller (the List's ListContext): sort headers, a checkbox per row when the list has bulk
 * commands, a row that opens its record, an expansion, and the loading, empty and failed states.
 * Plain elements with listTable.css: no runtime styling, 25 rows a page.
 */
export function ListTable({ columns, rowClick = false, bulkActions, expand, empty, rowClassName, ...aria }: ListTableProps) {
  const { data, isPending, error, sort, setSort, selectedIds, onToggleItem, onSelect, onUnselectItems } = useListContext();
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState<ReadonlySet<Identifier>>(() => new Set());
  const shown = columns.filter((c): c is ListColumn => Boolean(c));
  const selectable = bulkActions !== undefined && bulkActions !== null && bulkActions !== false;
  const rows = data ?? [];
  const width = shown.length + (selectable ? 1 : 0) + (expand ? 1 : 0);

  if (!isPending && !error && rows.length === 0 && empty !== undefined) return <>{empty}</>;

  const toggleExpanded = (id: Identifier) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const pressRow = (record: RaRecord) => (event: MouseEvent<HTMLTableRowElement>) => {
    if (rowClick === false || pressedOtherThanRow(event) || window.getSelection()?.type === 'Range') return;
    if (rowClick === 'expand') return toggleExpanded(record.id);
    const to = typeof rowClick === 'function' ? rowClick(record) : createPath({ resource, id: record.id, type: rowClick });
    if (to !== false) navigate(to);
  };
  const sortBy = (column: ListColumn) => {
    const field = sortFieldOf(column)!;
    const order = sort.field === field ? (sort.order === 'ASC' ? 'DESC' : 'ASC') : (column.sortByOrder ?? 'ASC');
    setSort({ field, order });
  };
  const pageIds = rows.map((r) => r.id);
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selectedIds.includes(id));

  return (
    <div className="app-list">
      {selectable && selectedIds.length > 0 ? (
        <ListSelectionBar count={selectedIds.length} onClear={onUnselectItems}>
          {bulkActions}
        </ListSelectionBar>
      ) : null}
      <div className="app-list-scroll">
        <table className="app-list-table" aria-busy={isPending || undefined} {...aria}>
          <thead>
            <tr>
              {selectable ? (
                <th className="app-list-check">
                  <input
                    type="checkbox"
                    aria-label={translate('ra.action.select_all')}
                    checked={allSelected}
                    disabled={pageIds.length === 0}
                    onChange={() =>
                      onSelect(allSelected ? selectedIds.filter((id) => !pageIds.includes(id)) : [...new Set([...selectedIds, ...pageIds])])
                    }
                  />
                </th>
              ) : null}
              {expand ? <th className="app-list-expand" aria-label={translate('ra.action.expand')} /> : null}
              {shown.map((column) => {
                const label = translateLabel({ label: column.label, resource, source: column.source });
                const field = sortFieldOf(column);
                const sorted = field !== undefined && sort.field === field;
                return (
                  <th
                    key={columnKey(column)}
                    scope="col"
                    className={`column-${column.source}${column.align === 'right' ? ' is-right' : ''}`}
                    aria-sort={sorted ? (sort.order === 'ASC' ? 'ascending' : 'descending') : undefined}
                  >
                    {field === undefined ? (
                      label
                    ) : (
                      <button
                        type="button"
                        className={sorted ? 'app-list-sort is-sorted' : 'app-list-sort'}
                        data-field={field}
                        onClick={() => sortBy(column)}
                      >
                        {label}
                        <PlainSvgIcon name="ArrowDownward" className={sorted && sort.order === 'ASC' ? 'is-asc' : undefined} />
                      </button>
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="app-list-body">
            {isPending ? (
              <tr className="app-list-state">
                <td colSpan={width} role="status">
                  <span className="app-list-loading" aria-hidden />
                  {translate('ra.page.loading')}
                </td>
              </tr>
            ) : error && rows.length === 0 ? (
              <tr className="app-list-state">
                <td colSpan={width} role="alert">
                  {translate('ra.notification.http_error')}
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr className="app-list-state">
                <td colSpan={width} role="status">
                  {translate('ra.navigation.no_results', { name: translate(`resources.${resource}.name`, { smart_count: 2 }) })}
                </td>
              </tr>
            ) : (
              rows.map((record) => {
                const isExpanded = expand !== undefined && expanded.has(record.id);
                const selected = selectable && selectedIds.includes(record.id);
                const classes = [
                  'app-list-row',
                  rowClick === false ? '' : 'is-clickable',
                  selected ? 'is-selected' : '',
                  rowClassName?.(record) ?? '',
                ]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <Fragment key={record.id}>
                    <RecordContextProvider value={record}>
                      <tr className={classes} onClick={pressRow(record)} aria-selected={selectable ? selected : undefined}>
                        {selectable ? (
                          <td className="app-list-check">
                            <input
                              type="checkbox"
                              aria-label={translate('ra.action.select_row')}
                              checked={selected}
                              onChange={() => onToggleItem(record.id)}
                            />
                          </td>
                        ) : null}
                        {expand ? (
                          <td className="app-list-expand">
                            <button
                              type="button"
                              className="app-list-expand-button"
                              aria-expanded={isExpanded}
                              aria-label={translate(isExpanded ? 'ra.action.close' : 'ra.action.expand')}
                              onClick={() => toggleExpanded(record.id)}
                            >
                              <PlainSvgIcon name="ExpandMore" className={isExpanded ? 'is-open' : undefined} />
                            </button>
                          </td>
                        ) : null}
                        {shown.map((column) => (
                          <td
                            key={columnKey(column)}
                            className={[`column-${column.source}`, column.align === 'right' ? 'is-right' : '', column.className ?? '']
                              .filter(Boolean)
                              .join(' ')}
                          >
                            {isValidElement(column.cell) ? column.cell : <PlainCell column={column} kind={column.cell ?? 'text'} />}
                          </td>
                        ))}
                      </tr>
                      {isExpanded ? (
                        <tr className="app-list-expansion">
                          <td colSpan={width}>{expand}</td>
                        </tr>
                      ) : null}
                    </RecordContextProvider>
                  </Fragment>
                );
              })
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
