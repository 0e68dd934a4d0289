import type { User } from '../../../src/domain/entities/users';
import type { SeedContext } from '../context';
import { seedQuickad } from '../quickads';
import { seedCommissionRate } from './commissionRates';
import { seedFlaggedChats } from './flaggedChats';
import { seedMedia } from './media';
import { seedPaymentDetails } from './payments';
import { makeProfile } from './profile';
import { seedReferrals } from './referrals';
import { seedReports } from './reports';
import { seedStrikes } from './strikes';
import { seedErrorReports, seedSupportTickets } from './support';
import { seedSuspensions } from './suspensions';
import { seedUserRequests } from './userRequests';
import { seedVerification } from './verification';

const STATUS_CODE: Record<User['accountStatus'], number> = { active: 0, suspended: 1, deleted: 2 };

/**
 * Every user with the records about them. A user's statuses are derived from those records
 * (verification requests, strikes, suspensions, a rejected recovery), which are written first.
 */
export function seedUsers(ctx: SeedContext): void {
  const { rng } = ctx;
  for (let id = 1; id <= ctx.users.count; id++) {
    const profile = makeProfile(ctx, id);
    const verificationStatus = seedVerification(ctx, profile);
    const strikes = seedStrikes(ctx, profile);
    const suspended = seedSuspensions(ctx, profile, strikes);
    const { deleted } = seedUserRequests(ctx, profile);
    seedReports(ctx, profile);
    seedFlaggedChats(ctx, profile);
    seedMedia(ctx, profile);
    seedPaymentDetails(ctx, profile);
    seedCommissionRate(ctx, profile);
    seedReferrals(ctx, profile);
    seedSupportTickets(ctx, profile);
    seedErrorReports(ctx, profile);
    if ((profile.accountType === 'business' || profile.accountType === 'individual') && rng.chance(0.06)) {
      seedQuickad(ctx, id, profile.memberSinceMs);
    }

    const accountStatus: User['accountStatus'] = deleted ? 'deleted' : suspended ? 'suspended' : 'active';
    ctx.users.status[id] = STATUS_CODE[accountStatus];
    const { id: _id, memberSinceMs: _since, countrySeed: _country, latinName: _latin, displayName: _display, ...fields } = profile;
    ctx.db.write(
      'users',
      {
        ...fields,
        verificationStatus,
        accountStatus,
        activeStrikes: strikes.active,
        online: accountStatus === 'active' && rng.chance(0.15),
      },
      profile.memberSince,
    );
  }
}
