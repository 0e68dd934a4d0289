import { crashRun } from '../../helpers/crashRun';

describe('crash safety', () => {
  it('keeps every acknowledged write when killed with SIGKILL while 300 writes are in flight', async () => {
    const result = await crashRun({ inFlight: 300, killAfter: 400 });
    expect(result.inFlightAtKill).toBeGreaterThanOrEqual(200);
    expect(result.acknowledged).toBeGreaterThanOrEqual(400);
    // The database passes SQLite's own integrity check (on PostgreSQL only the API process was
    // killed), and after a restart every acknowledged write is there.
    expect(result.integrity).toBe(process.env.TEST_DATABASE === 'postgres' ? null : 'ok');
    expect(result.lost).toEqual([]);
    expect(result.unsearchable).toEqual([]);
  }, 90000);
});
