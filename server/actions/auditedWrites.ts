import type { Rec } from '../store/store';
import { audit } from '../audit';
import type { ActionArgs } from './types';

/**
 * Writes a command makes besides its target record (the strike an issue_strike creates, the
 * user a verification moves, the order a report cancels). Each gets its own audit entry in the
 * same transaction, so a user's activity timeline shows every consequence, not only the click.
 */
type Ctx = Pick<ActionArgs, 'tx' | 'req'>;

export async function insertAudited(ctx: Ctx, resource: string, data: Record<string, unknown>, action: string): Promise<Rec> {
  const rec = await ctx.tx.insert(resource, data);
  await audit(ctx.tx, ctx.req, { action, resource, recordId: rec.id, before: null, after: { ...rec } });
  return rec;
}

export async function updateAudited(
  ctx: Ctx,
  resource: string,
  id: number | string,
  patch: Record<string, unknown>,
  action: string,
): Promise<Rec> {
  const current = await ctx.tx.get(resource, id);
  const before = current ? structuredClone(current) : null;
  const rec = await ctx.tx.update(resource, id, patch);
  await audit(ctx.tx, ctx.req, { action, resource, recordId: rec.id, before, after: { ...rec } });
  return rec;
}
