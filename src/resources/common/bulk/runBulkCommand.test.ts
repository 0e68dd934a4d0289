import { describe, expect, it, vi } from 'vitest';
import { HttpError, type RaRecord } from 'react-admin';
import { findAction } from '../../../domain/actions';
import type { BackofficeDataProvider } from '../../../providers/data';
import { runBulkCommand } from './runBulkCommand';

const verify = findAction('verification-requests', 'verify')!;

function provider(records: RaRecord[], refuse: number[] = []) {
  const runAction = vi.fn(async (_resource: string, id: unknown, _action: string, payload?: Record<string, unknown>) => {
    if (refuse.includes(Number(id))) throw new HttpError('Stale', 409, { code: 'app.errors.conflict', message: 'Stale' });
    return { data: { id, ...payload } as RaRecord };
  });
  const getMany = vi.fn(async (_resource: string, { ids }: { ids: unknown[] }) => ({ data: records.filter((r) => ids.includes(r.id)) }));
  return { dataProvider: { getMany, runAction } as unknown as BackofficeDataProvider, runAction };
}

describe('runBulkCommand', () => {
  it('runs the command on each row it applies to, with the version read fresh, and says what happened to each', async () => {
    const records = [
      { id: 1, status: 'pending', version: 4 },
      { id: 2, status: 'verified', version: 2 },
      { id: 3, status: 'pending', version: 7 },
    ];
    const { dataProvider, runAction } = provider(records, [3]);
    const progress: number[] = [];
    const outcomes = await runBulkCommand(dataProvider, verify, [1, 2, 3, 4], {}, (n) => progress.push(n));
    expect(outcomes.map((o) => [o.id, o.result])).toEqual([
      [1, 'done'],
      [2, 'skipped'],
      [3, 'failed'],
      [4, 'skipped'],
    ]);
    expect(outcomes[3].record).toBeNull();
    expect(runAction.mock.calls.map((c) => [c[1], c[3]])).toEqual([
      [1, { version: 4 }],
      [3, { version: 7 }],
    ]);
    expect(progress).toEqual([1, 2, 3, 4]);
  });

  it('sends the same text to every row', async () => {
    const reject = findAction('verification-requests', 'reject')!;
    const { dataProvider, runAction } = provider([{ id: 5, status: 'pending', version: 1 }]);
    await runBulkCommand(dataProvider, reject, [5], { reason: 'Blurry photo' });
    expect(runAction).toHaveBeenCalledWith('verification-requests', 5, 'reject', { reason: 'Blurry photo', version: 1 });
  });
});
