import { readCollections } from '../../helpers/database';
import type { Order, WalletTransaction, CommissionRate, User } from '../../../src/domain/entities';

export interface SeedData {
  orders: Order[];
  'wallet-transactions': WalletTransaction[];
  'commission-rates': CommissionRate[];
  users: User[];
}

/** The test server's own copy of the database as it started (read before any write). */
export function readDatabase(dbFile: string): SeedData {
  return readCollections(dbFile) as unknown as SeedData;
}

/** Exact sums: every amount in integer cents, back to major units at the end. */
export const sum = (values: number[]) => values.reduce((s, v) => s + Math.round(v * 100), 0) / 100;
