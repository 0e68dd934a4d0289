import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { CountryCount } from './useUsersByCountry';
import { usersInCountryPath } from './usersInCountryPath';

type SortField = 'name' | 'count';

interface CountryTableProps {
  countries: CountryCount[];
  total: number;
  nameOf: (code: string) => string;
}

/**
 * The globe's data for keyboard and screen-reader users (and anyone who wants exact numbers):
 * one row per country, sortable by name or by users, each linking to that country's users.
 */
export function CountryTable({ countries, total, nameOf }: CountryTableProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [sort, setSort] = useState<{ field: SortField; desc: boolean }>({ field: 'count', desc: true });
  const rows = useMemo(() => {
    const named = countries.map((c) => ({ ...c, name: nameOf(c.code) }));
    const dir = sort.desc ? -1 : 1;
    return named.sort(
      (a, b) => dir * (sort.field === 'count' ? a.count - b.count || b.name.localeCompare(a.name) : a.name.localeCompare(b.name)),
    );
  }, [countries, nameOf, sort]);

  const header = (field: SortField, labelKey: string, align: 'left' | 'right') => (
    <TableCell align={align} sortDirection={sort.field === field ? (sort.desc ? 'desc' : 'asc') : false}>
      <TableSortLabel
        active={sort.field === field}
        direction={sort.field === field && sort.desc ? 'desc' : 'asc'}
        onClick={() => setSort((s) => ({ field, desc: s.field === field ? !s.desc : field === 'count' }))}
      >
        {translate(labelKey)}
      </TableSortLabel>
    </TableCell>
  );

  return (
    <Table size="small" aria-label={translate('app.content.globe.table_label')}>
      <TableHead>
        <TableRow>
          {header('name', 'app.content.globe.country', 'left')}
          {header('count', 'app.content.globe.users', 'right')}
          <TableCell align="right">{translate('app.content.globe.share')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.code} hover>
            <TableCell component="th" scope="row">
              <Link
                component={RouterLink}
                to={usersInCountryPath(row.code)}
                aria-label={translate('app.content.globe.open_users', { country: row.name, smart_count: row.count })}
              >
                {row.name}
              </Link>
            </TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {row.count.toLocaleString(locale)}
            </TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}>
              {total ? `${((100 * row.count) / total).toFixed(1)}%` : '—'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
