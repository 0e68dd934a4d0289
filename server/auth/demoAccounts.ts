import type { AuthCore } from './core';
import { ADMINS, normalizeEmail } from './adminRecords';
import { hashPasswordSync } from './passwords';
import { DEMO_EMAILS, DEMO_PASSWORD } from './settings';

/**
 * First start of a demo install: the four demo accounts of the seed get the documented
 * password `Demo#2026` when the auth state has none for them. An account whose password was
 * changed keeps it; set DEMO_PASSWORDS=0 to never do this (production).
 */
export async function ensureDemoPasswords(core: AuthCore): Promise<void> {
  if (!core.settings.demoPasswords) return;
  const demo = new Set<string>(DEMO_EMAILS);
  const without = (await core.store.all(ADMINS)).filter((a) => typeof a.email === 'string' && demo.has(normalizeEmail(a.email)) && !core.passwordHashOf(Number(a.id)));
  if (!without.length) return;
  // Hashed before the change of the state: every other write would wait for bcrypt meanwhile.
  const hashes = without.map((admin) => ({ adminId: String(admin.id), passwordHash: hashPasswordSync(DEMO_PASSWORD) }));
  const added = await core.state.change(async () => {
    // Checked again where it is set: a password given meanwhile is kept.
    const fresh = hashes.filter((h) => !core.state.data.credentials[h.adminId]);
    for (const { adminId, passwordHash } of fresh) core.state.data.credentials[adminId] = { passwordHash, updatedAt: new Date().toISOString() };
    if (fresh.length) await core.state.save();
    return fresh.length;
  });
  if (added) core.log(`Gave ${added} demo account(s) the demo password (see README; DEMO_PASSWORDS=0 disables this).`);
}
