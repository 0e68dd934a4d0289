import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BackofficeDataProvider } from '../providers/data';

export interface CountryCount {
  code: string;
  count: number;
}

export interface UsersByCountry {
  total: number;
  countries: CountryCount[];
}

/** GET /users/by-country: every user counted by ISO-2 country, largest first. */
export function useUsersByCountry() {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  return useQuery({
    queryKey: ['users', 'by-country'],
    queryFn: () => dataProvider.request<UsersByCountry>('users/by-country'),
  });
}
