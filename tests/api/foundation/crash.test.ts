import fs from 'node:fs';
import { startServer, type TestServer } from '../../helpers/server';
import { apiClient } from '../../helpers/api';

let server: TestServer | undefined;
afterAll(() => server?.stop());

const IN_FLIGHT = 300;

describe('crash safety', () => {
  it('keeps every acknowledged write when killed with SIGKILL while 300 writes are in flight', async () => {
    server = await startServer();
    const api = await apiClient(server);
    const acked: string[] = [];
    let started = 0;
    let inFlight = 0;
    let killed = false;
    let inFlightAtKill = 0;
    const done = new Promise<void>((resolve) => {
      const launch = () => {
        if (killed) return;
        const title = `Crash test ${started++}`;
        inFlight++;
        api
          .send('POST', '/help-items', { section: 'faqs', title, content: 'x', description: 'crash', videoUrl: null, order: 900 })
          .then((res) => {
            if (res.ok) acked.push(title);
          })
          .catch(() => {
            /* the connection died with the server: never acknowledged */
          })
          .finally(() => {
            inFlight--;
            // Keep the pool full; once enough are acknowledged, kill mid-stream.
            if (!killed && acked.length >= 400) {
              killed = true;
              inFlightAtKill = inFlight;
              server!.proc.kill('SIGKILL');
            }
            launch();
            if (killed && inFlight === 0) resolve();
          });
      };
      for (let i = 0; i < IN_FLIGHT; i++) launch();
    });
    await done;
    await server.stop();
    expect(inFlightAtKill).toBeGreaterThanOrEqual(200);
    expect(acked.length).toBeGreaterThanOrEqual(400);

    // The snapshot still parses on its own...
    expect(() => JSON.parse(fs.readFileSync(server!.dbFile, 'utf8'))).not.toThrow();
    // ...and after a restart every acknowledged write is there.
    server = await startServer({ dataDir: server.dataDir });
    const again = await apiClient(server);
    const res = await again.json<{ title: string }[]>('GET', '/help-items?description=crash&_end=1000');
    const titles = new Set(res.body.map((h) => h.title));
    const lost = acked.filter((t) => !titles.has(t));
    expect(lost).toEqual([]);
  }, 90000);
});
