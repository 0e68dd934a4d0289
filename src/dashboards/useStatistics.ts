import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BackofficeDataProvider } from '../providers/data';
import type { ServiceType } from '../domain/entities/orders';
import type { DayRange, Statistics } from '../domain/statistics';

/** The query string of GET /api/statistics for a range and an optional service type. */
export function statisticsPath(range: DayRange, serviceType: ServiceType | null): string {
  const q = new URLSearchParams();
  if (range.from) q.set('from', range.from);
  if (range.to) q.set('to', range.to);
  if (serviceType) q.set('serviceType', serviceType);
  const s = q.toString();
  return s ? `statistics?${s}` : 'statistics';
}

/** Every figure of one dashboard, from the one statistics endpoint; the previous figures stay while the next load. */
export function useStatistics(range: DayRange, serviceType: ServiceType | null) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const path = statisticsPath(range, serviceType);
  return useQuery({
    queryKey: ['statistics', path],
    queryFn: () => dataProvider.request<Statistics>(path),
    placeholderData: keepPreviousData,
  });
}
