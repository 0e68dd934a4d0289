import { DateField, useRecordContext, type FieldProps } from 'react-admin';
import type { CommissionRate } from '../../domain/entities/commissionRates';
import { rateTookEffect } from '../../domain/rateInForce';

/**
 * "Since": when the rate shown took effect, read from the history (rateTookEffect), not the
 * stored `since` (the first grant), which a later change would leave behind.
 */
export function RateSinceField({ showTime = false }: FieldProps & { showTime?: boolean }) {
  const rate = useRecordContext<CommissionRate>();
  if (!rate) return null;
  return <DateField record={{ id: rate.id, since: rateTookEffect(rate) }} source="since" showTime={showTime} />;
}
