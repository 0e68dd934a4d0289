import { ACTIONS, actionPath, canRunAction, sourceStatuses, type ActionDefinition } from '../../src/domain/actions';
import { may, type CheckContext } from './context';
import { expectThat } from './report';

type Rec = Record<string, unknown> & { id: number; version: number };

/**
 * Every command, without running one: refused (403) for roles without its permission; refused
 * (409, or 400 for a body it lacks) on a record whose status it cannot start from, which then
 * has not changed; 404 for a record that does not exist.
 */
export async function checkCommands(ctx: CheckContext): Promise<void> {
  const { main, report } = ctx;
  for (const action of ACTIONS) {
    const route = `POST /api${actionPath(action)}`;
    const area = `commands (${action.resource})`;
    const samples = (ctx.samples.get(action.resource) ?? []) as Rec[];
    const target = action.scope === 'collection' ? null : samples[0];
    const path = (id: number | null) =>
      id === null ? `/${action.resource}/actions/${action.name}` : `/${action.resource}/${id}/actions/${action.name}`;
    if (action.scope !== 'collection' && !target) continue;

    for (const role of ctx.roles) {
      if (may(role, action.permission)) continue;
      await report.check(area, route, `refused for ${role.label} (403)`, async () => {
        const answer = await role.http.send('POST', path(target?.id ?? null), {}, route);
        expectThat(answer.status === 403, `expected 403, got ${answer.status}`);
      });
    }
    if (!may(main, action.permission) || action.scope === 'collection') continue;

    await report.check(area, route, 'a record that does not exist: 404 (or 400 for the missing body)', async () => {
      const answer = await main.http.send('POST', path(999_999_999), {}, route);
      expectThat(answer.status === 404 || answer.status === 400, `expected 404, got ${answer.status}`);
    });
    const blocked = samples.find((r) => !canRunAction(action, r) && appliesTo(action, r));
    if (!blocked || !sourceStatuses(action)) continue;
    await report.check(
      area,
      route,
      `refused from ${sourceStatuses(action)!.field} "${String(blocked[sourceStatuses(action)!.field])}", record unchanged`,
      async () => {
        const answer = await main.http.send('POST', path(blocked.id), { version: blocked.version }, route);
        expectThat(answer.status === 409 || answer.status === 400, `expected 409, got ${answer.status} ${answer.text.slice(0, 160)}`);
        const after = await main.http.send('GET', `/${action.resource}/${blocked.id}`);
        expectThat((after.body as Rec).version === blocked.version, 'the refused command changed the record');
      },
    );
  }
}

function appliesTo(action: ActionDefinition, record: Rec): boolean {
  return Object.entries(action.appliesTo ?? {}).every(([k, v]) => record[k] === v);
}
