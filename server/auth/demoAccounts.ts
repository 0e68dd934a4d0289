import type { AuthCore } from './core';
import { ADMINS, normalizeEmail } from './adminRecords';
import { hashPasswordSync } from './passwords';
import { DEMO_EMAILS, DEMO_PASSWORD } from './settings';

/**
 * First start of a demo install: the four demo accounts of the seed get the documented
 * password `Demo#2026` when the auth state has none for them. An account whose password was
 * changed keeps it; set DEMO_PASSWORDS=0 to never do this (production).
 */
export function ensureDemoPasswords(core: AuthCore): void {
  if (!core.settings.demoPasswords) return;
  const demo = new Set<string>(DEMO_EMAILS);
  let added = 0;
  for (const admin of core.store.all(ADMINS)) {
    if (typeof admin.email !== 'string' || !demo.has(normalizeEmail(admin.email))) continue;
    if (core.passwordHashOf(Number(admin.id))) continue;
    core.state.data.credentials[String(admin.id)] = { passwordHash: hashPasswordSync(DEMO_PASSWORD), updatedAt: new Date().toISOString() };
    added++;
  }
  if (added) {
    core.state.save();
    core.log(`Gave ${added} demo account(s) the demo password (see README; DEMO_PASSWORDS=0 disables this).`);
  }
}
