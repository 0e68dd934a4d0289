import { Tab, Tabs } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

export interface FilterTab {
  value: string;
  labelKey: string;
}

/**
 * Tabs that set one list filter (Awaiting review / Reviewed, the request types), so the tab is
 * part of the list's URL like any other filter: reloading or sharing the link opens the same tab.
 * Changing tab clears the selection, since bulk actions belong to one tab.
 */
export function FilterTabs({ field, tabs, labelKey }: { field: string; tabs: readonly FilterTab[]; labelKey: string }) {
  const { filterValues, setFilters, displayedFilters, onUnselectItems } = useListContext();
  const translate = useTranslate();
  const current = String(filterValues[field] ?? '');
  const selected = tabs.some((t) => t.value === current) ? current : tabs[0].value;
  const select = (value: string) => {
    onUnselectItems();
    setFilters({ ...filterValues, [field]: value }, displayedFilters);
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
        <Tab key={t.value} value={t.value} label={translate(t.labelKey)} />
      ))}
    </Tabs>
  );
}
