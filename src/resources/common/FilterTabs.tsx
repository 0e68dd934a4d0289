import { Tab, Tabs } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

export interface FilterTab {
  /** The filter value of this tab; null for the tab that shows everything. */
  value: string | null;
  labelKey: string;
}

const ALL = '__all__';

/**
 * Tabs that set one list filter, so the tab is part of the list's URL (`?filter=`) like any
 * other filter: reloading or sharing the link opens the same tab. Changing tab clears the
 * selection, since bulk actions belong to the rows of one tab.
 */
export function FilterTabs({ field, tabs, labelKey }: { field: string; tabs: readonly FilterTab[]; labelKey: string }) {
  const { filterValues, setFilters, displayedFilters, onUnselectItems } = useListContext();
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
    <Tabs
      value={selected}
      onChange={(_e, v: string) => select(v)}
      variant="scrollable"
      scrollButtons="auto"
      aria-label={translate(labelKey)}
      sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((t) => (
        <Tab key={t.value ?? ALL} value={t.value ?? ALL} label={translate(t.labelKey)} />
      ))}
    </Tabs>
  );
}
