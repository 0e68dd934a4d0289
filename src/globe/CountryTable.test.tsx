// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { CountryTable } from './CountryTable';
import { countryNamer } from '../domain/countryNames';

const countries = [
  { code: 'IN', count: 190 },
  { code: 'US', count: 60 },
  { code: 'BR', count: 17 },
];

function firstColumn(): string[] {
  return within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((c) => c.textContent ?? '');
}

describe('CountryTable', () => {
  it('lists countries by users, largest first, with their share and a link to their users', () => {
    renderWithAdmin(<CountryTable countries={countries} total={267} nameOf={countryNamer('en')} />);
    expect(firstColumn()).toEqual(['India', 'United States', 'Brazil']);
    const india = screen.getByRole('link', { name: 'India: open its 190 users' });
    expect(decodeURIComponent(india.getAttribute('href')!)).toContain('/users?filter={"country":"IN"}');
    expect(screen.getByText('71.2%')).toBeInTheDocument();
  });

  it('sorts by country name, then reverses on a second click; and back by users', () => {
    renderWithAdmin(<CountryTable countries={countries} total={267} nameOf={countryNamer('en')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Country' }));
    expect(firstColumn()).toEqual(['Brazil', 'India', 'United States']);
    expect(screen.getByRole('columnheader', { name: 'Country' })).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Country' }));
    expect(firstColumn()).toEqual(['United States', 'India', 'Brazil']);
    fireEvent.click(screen.getByRole('button', { name: 'Users' }));
    expect(firstColumn()).toEqual(['India', 'United States', 'Brazil']);
    expect(screen.getByRole('columnheader', { name: 'Users' })).toHaveAttribute('aria-sort', 'descending');
  });
});
