import type { KeyboardEvent } from 'react';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import { useTopBarSearch } from '../../shell/search/useTopBarSearch';
import './filterTabs.css';

export interface FilterTab {
  /** The filter value of this tab; null for the tab that shows everything. */
  value: string | null;
  labelKey: string;
}

const ALL = '__all__';

const FOCUS_MOVES: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

/** Arrow keys, Home and End move the focus between tabs; Enter or Space selects (the ARIA tabs pattern, as MUI's Tabs). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const move = FOCUS_MOVES[event.key];
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (!move || at < 0) return;
  event.preventDefault();
  tabs[move(at, tabs.length)]?.focus();
}

/** A tab's label with how many records it holds, with the list's other filters and the top-bar search applied. */
function CountedLabel({ resource, field, tab }: { resource: string; field: string; tab: FilterTab }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const search = useTopBarSearch();
  const filter: Record<string, unknown> = { ...filterValues, ...(search ? { q: search } : {}) };
  if (tab.value === null) delete filter[field];
  else filter[field] = tab.value;
  const { total } = useGetList(resource, { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter });
  const label = translate(tab.labelKey);
  return <>{total === undefined ? label : `${label} (${total})`}</>;
}

/**
 * Tabs that set one list filter, so the tab is part of the list's URL (`?filter=`) like any
 * other filter: reloading or sharing the link opens the same tab. Changing tab clears the
 * selection, since bulk actions belong to the rows of one tab. With `counted`, each tab says how
 * many records it holds. Plain buttons with static CSS (filterTabs.css): every list opens on them.
 */
export function FilterTabs({
  field,
  tabs,
  labelKey,
  counted = false,
}: {
  field: string;
  tabs: readonly FilterTab[];
  labelKey: string;
  counted?: boolean;
}) {
  const { filterValues, setFilters, displayedFilters, onUnselectItems, resource } = useListContext();
  const translate = useTranslate();
  const current = filterValues[field] ?? null;
  const hasAll = tabs.some((t) => t.value === null);
  const fallback = hasAll ? ALL : (tabs[0]?.value ?? ALL);
  const selected = tabs.some((t) => t.value === current) ? (current ?? ALL) : fallback;
  const select = (value: string) => {
    onUnselectItems();
    const next = { ...filterValues };
    if (value === ALL) delete next[field];
    else next[field] = value;
    setFilters(next, displayedFilters);
  };
  return (
    <div role="tablist" aria-label={translate(labelKey)} className="app-tabs" onKeyDown={moveFocus}>
      {tabs.map((t) => {
        const value = t.value ?? ALL;
        const isSelected = value === selected;
        return (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={isSelected}
            tabIndex={isSelected ? 0 : -1}
            className="app-tab"
            onClick={() => !isSelected && select(value)}
          >
            {counted ? <CountedLabel resource={resource} field={field} tab={t} /> : translate(t.labelKey)}
          </button>
        );
      })}
    </div>
  );
}
