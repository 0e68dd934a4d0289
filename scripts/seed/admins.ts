import type { AdminCreate } from '../../src/domain/entities';
import type { Permission } from '../../src/domain/permissions';
import { DAY, iso, SEED_NOW, SEED_START } from './clock';
import type { SeedDb, SeedRecord } from './db';
import type { Random } from './random';

/** The permissions of the demo custom administrator: a moderator who can also read orders. */
export const DEMO_CUSTOM_PERMISSIONS: Permission[] = ['dashboard.view', 'users.read', 'moderation.read', 'moderation.act', 'orders.read'];

type AdminSeed = Pick<AdminCreate, 'firstName' | 'lastName' | 'email' | 'role' | 'permissions' | 'status'>;

const admin = (
  firstName: string,
  lastName: string,
  email: string,
  role: AdminCreate['role'],
  status: AdminCreate['status'] = 'active',
  permissions: Permission[] = [],
): AdminSeed => ({
  firstName,
  lastName,
  email,
  role,
  permissions,
  status,
});

/** The four demo sign-ins first (docs and tests use them), then a realistic team. */
const ADMIN_SEEDS: AdminSeed[] = [
  admin('Ada', 'Admin', 'admin@example.com', 'admin'),
  admin('Emil', 'Employee', 'employee@example.com', 'employee'),
  admin('Sunita', 'Support', 'support@example.com', 'tech_support'),
  admin('Chris', 'Custom', 'custom@example.com', 'custom', 'active', DEMO_CUSTOM_PERMISSIONS),
  admin('Priya', 'Raman', 'priya.raman@example.com', 'admin'),
  admin('Vikram', 'Singh', 'vikram.singh@example.com', 'employee'),
  admin('Meera', 'Nair', 'meera.nair@example.com', 'employee'),
  admin('Tom', 'Hughes', 'tom.hughes@example.com', 'tech_support'),
  admin('Fatima', 'Khan', 'fatima.khan@example.com', 'custom', 'active', [
    'dashboard.view',
    'orders.read',
    'orders.act',
    'payments.view',
    'wallet.view',
    'commissions.read',
  ]),
  admin('Lucas', 'Moreau', 'lucas.moreau@example.com', 'employee', 'invited'),
  admin('Ananya', 'Iyer', 'ananya.iyer@example.com', 'custom', 'invited', ['dashboard.view', 'support.read', 'support.act']),
  admin('Greg', 'Walsh', 'greg.walsh@example.com', 'tech_support', 'revoked'),
  admin('Rohit', 'Bose', 'rohit.bose@example.com', 'employee', 'revoked'),
];

/** The administrators; they exist before the first seeded user. */
export function seedAdmins(db: SeedDb, rng: Random): SeedRecord<'admins'>[] {
  return ADMIN_SEEDS.map((seed, index) => {
    const createdAt = SEED_START - (60 - index) * DAY;
    // One invitation is still valid, the other lapsed; revoked admins signed in before losing access.
    const inviteExpiresAt = seed.status === 'invited' ? iso(index % 2 === 0 ? SEED_NOW + 5 * DAY : SEED_NOW - 3 * DAY) : null;
    const lastSignInAt =
      seed.status === 'active'
        ? iso(rng.between(SEED_NOW - 7 * DAY, SEED_NOW - 3600_000))
        : seed.status === 'revoked'
          ? iso(rng.between(SEED_START, SEED_NOW - 90 * DAY))
          : null;
    return db.insert(
      'admins',
      {
        ...seed,
        phone: `+44 20 7946 ${String(100 + index).padStart(4, '0')}`,
        avatar: index % 3 === 2 ? null : `/seed/avatar-${String((index % 16) + 1).padStart(2, '0')}.svg`,
        inviteExpiresAt,
        lastSignInAt,
      },
      iso(createdAt),
      iso(lastSignInAt ? Math.max(createdAt, Date.parse(lastSignInAt)) : createdAt),
    );
  });
}
