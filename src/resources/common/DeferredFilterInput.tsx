import {
  createElement,
  isValidElement,
  startTransition,
  useEffect,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useListContext, useTranslateLabel } from 'react-admin';
import './filterPlaceholder.css';

/** Once the first list has drawn its filter inputs, every later one draws them at once. */
let inputsDrawnOnce = false;

/** A list whose rows never come (a request that hangs) still gets its inputs after this long. */
export const FILTERS_WAIT_FOR_ROWS_MS = 1500;

interface DeferredFilterInputProps {
  input: ComponentType<Record<string, unknown>>;
  source: string;
  label?: ReactNode;
  resource?: string;
  [prop: string]: unknown;
}

/**
 * An always-on filter input that, on the first list of a session, lets the rows come first: it
 * shows a placeholder of the same size with the input's label, and draws the real input once the
 * list's first page is on screen (or has failed), in a transition. MUI's Select and Autocomplete
 * cost more to mount than the 25 rows below them, and their own requests (countries, categories)
 * would leave before the rows were drawn. A filter that holds a value is drawn at once.
 */
export function DeferredFilterInput({ input, ...props }: DeferredFilterInputProps) {
  const [drawn, setDrawn] = useState(inputsDrawnOnce);
  const { filterValues, isPending } = useListContext();
  const translateLabel = useTranslateLabel();
  useEffect(() => {
    if (drawn) return;
    const draw = () =>
      startTransition(() => {
        inputsDrawnOnce = true;
        setDrawn(true);
      });
    // This effect runs after the commit that drew the rows (isPending turned false).
    if (!isPending) return draw();
    const timer = setTimeout(draw, FILTERS_WAIT_FOR_ROWS_MS);
    return () => clearTimeout(timer);
  }, [drawn, isPending]);
  if (drawn || filterValues?.[props.source] !== undefined) return createElement(input, props);
  return (
    <div className="app-filter-placeholder" aria-hidden>
      {translateLabel({ label: props.label, source: props.source, resource: props.resource })}
    </div>
  );
}

/** The list's `filters` with each always-on input deferred (DeferredFilterInput); other filters are drawn only when added, as before. */
export function deferAlwaysOnFilters<T>(filters: T): T {
  if (!Array.isArray(filters)) return filters;
  return filters.map((filter: unknown) => {
    if (!isValidElement<Record<string, unknown>>(filter) || !filter.props.alwaysOn) return filter;
    const { key } = filter as ReactElement;
    return (
      <DeferredFilterInput
        key={key ?? String(filter.props.source)}
        input={filter.type as ComponentType<Record<string, unknown>>}
        {...(filter.props as { source: string })}
      />
    );
  }) as T;
}
