import { composeApp } from '../tests/helpers/composeApp';

/**
 * The routes and write rules are the app's, not the process's: an app composed twice in one
 * process (two tests, a tool building the document) declares each route and each rule once.
 */
describe('createApp', () => {
  it('declares the same routes and rules, once each, every time it is built in one process', async () => {
    const first = await composeApp();
    await first.close();
    const second = await composeApp();
    await second.close();

    const keys = (app: typeof first) => app.routes.map((r) => `${r.method} ${r.path}`);
    expect(keys(second)).toEqual(keys(first));
    expect(new Set(keys(second)).size).toBe(keys(second).length);
    expect(keys(first)).toContain('GET /api/users/{id}/activity');

    // Each collection's rules are declared once per app: one each today.
    expect(second.writeRules.counts()).toEqual(first.writeRules.counts());
    expect(Object.entries(second.writeRules.counts()).filter(([, n]) => n !== 1)).toEqual([]);
    expect(Object.keys(first.writeRules.counts())).toEqual(expect.arrayContaining(['admins', 'orders', 'languages', 'users']));
  });
});
