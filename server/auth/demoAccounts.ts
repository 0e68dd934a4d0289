import type { Rec } from '../store/store';
import type { AuthCore } from './core';
import { ADMINS, normalizeEmail } from './adminRecords';
import { hashPasswordSync } from './passwords';
import { DEMO_EMAILS, DEMO_PASSWORD } from './settings';

/**
 * First start of a demo install: the four demo accounts of the seed get the documented
 * password `Demo#2026` when `auth_credentials` has none for them. An account whose password was
 * changed keeps it; set DEMO_PASSWORDS=0 to never do this (production).
 */
export async function ensureDemoPasswords(core: AuthCore): Promise<void> {
  if (!core.settings.demoPasswords) return;
  const demo = new Set<string>(DEMO_EMAILS);
  const without: Rec[] = [];
  for (const a of await core.store.all(ADMINS)) {
    if (typeof a.email === 'string' && demo.has(normalizeEmail(a.email)) && !(await core.passwordHashOf(Number(a.id)))) without.push(a);
  }
  if (!without.length) return;
  // Hashed before the transaction: every other write would wait for bcrypt meanwhile.
  const hashes = without.map((admin) => ({ adminId: Number(admin.id), passwordHash: hashPasswordSync(DEMO_PASSWORD) }));
  const credentials = core.store.signInTables.credentials;
  const added = await core.store.write(async () => {
    let set = 0;
    // Set only where there is none: a password given meanwhile (by another process too) is kept.
    for (const { adminId, passwordHash } of hashes)
      if (await credentials.setIfNone(adminId, passwordHash, new Date().toISOString())) set += 1;
    return set;
  });
  if (added) core.log(`Gave ${added} demo account(s) the demo password (see README; DEMO_PASSWORDS=0 disables this).`);
}
