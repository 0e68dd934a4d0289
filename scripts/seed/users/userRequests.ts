import { DATA_REQUEST_DEADLINE_DAYS } from '../../../src/domain/constants';
import type { UserRequestCreate } from '../../../src/domain/entities/userRequests';
import type { UserRequestType } from '../../../src/domain/machines';
import { DAY, HOUR, iso, isoDay } from '../clock';
import { audit, later, pickAdmin, type SeedContext } from '../context';
import type { Profile } from './profile';

type Details = Pick<UserRequestCreate, 'nameChange' | 'dateOfBirth' | 'dataRequest' | 'accountRecovery'>;
const NO_DETAILS: Details = { nameChange: null, dateOfBirth: null, dataRequest: null, accountRecovery: null };

const TYPES: [UserRequestType, number][] = [
  ['name_change', 30],
  ['date_of_birth', 20],
  ['data_request', 25],
  ['account_recovery', 25],
];

/**
 * Outcomes per type. A declined name change always comes with a suspension, so it is written
 * by seedDeclinedNameChange from the suspension side, never drawn here.
 */
const OUTCOMES: Record<UserRequestType, [UserRequestCreate['status'], number][]> = {
  name_change: [
    ['pending', 60],
    ['approved', 40],
  ],
  date_of_birth: [
    ['pending', 40],
    ['approved', 40],
    ['declined', 20],
  ],
  data_request: [
    ['pending', 40],
    ['fulfilled', 60],
  ],
  account_recovery: [
    ['pending', 40],
    ['approved', 40],
    ['rejected', 20],
  ],
};

const ACTION_NAMES: Record<string, string> = {
  'name_change/approved': 'approve_name_change',
  'name_change/declined': 'decline_name_change',
  'date_of_birth/approved': 'approve_date_of_birth',
  'date_of_birth/declined': 'decline_date_of_birth',
  'data_request/fulfilled': 'fulfil_data_request',
  'account_recovery/approved': 'approve_account_recovery',
  'account_recovery/rejected': 'reject_and_delete_account',
};

const NAME_REASONS = [
  'I got married.',
  'Legal name change, documents attached.',
  'Spelling mistake at sign-up.',
  'Rebranding of the company.',
];
const DECLINE_NAME_REASONS = ['The new name impersonates a well-known creator.', 'The documents do not support the new name.'];

function nameType(user: Profile): NonNullable<UserRequestCreate['nameChange']>['nameType'] {
  return user.accountType === 'business' ? 'company' : user.accountType === 'government' ? 'government_organisation' : 'person';
}

/** Names as a name change shows them: organisations change their one name, people first and last names. */
function names(user: Profile): { first: string; last: string } {
  return nameType(user) === 'person' ? { first: user.firstName, last: user.lastName } : { first: user.displayName, last: '' };
}

function otherNames(ctx: SeedContext, user: Profile): { first: string; last: string } {
  const faker = ctx.rng.fakerFor(user.country);
  return nameType(user) === 'person' ? { first: user.firstName, last: faker.person.lastName() } : { first: faker.company.name(), last: '' };
}

function insertRequest(
  ctx: SeedContext,
  user: Profile,
  type: UserRequestType,
  status: UserRequestCreate['status'],
  createdAt: number,
  decidedAt: number | null,
  details: Partial<Details>,
  decisionReason: string | null = null,
): void {
  const recordId = ctx.db.write(
    'user-requests',
    { userId: user.id, type, status, ...NO_DETAILS, ...details, decisionReason, decidedAt: decidedAt === null ? null : iso(decidedAt) },
    iso(createdAt),
    iso(decidedAt ?? createdAt),
  );
  const action = ACTION_NAMES[`${type}/${status}`];
  if (action && decidedAt !== null) {
    const admin = pickAdmin(ctx, action === 'decline_name_change' ? 'suspensions.issue' : 'userRequests.act');
    audit(ctx, {
      adminId: admin.id,
      action,
      resource: 'user-requests',
      recordId,
      at: decidedAt,
      changes: { status: { before: 'pending', after: status } },
    });
  }
}

/** The declined name change behind a name-change suspension at `at`. Returns the suspension reason. */
export function seedDeclinedNameChange(ctx: SeedContext, user: Profile, at: number): string {
  const current = names(user);
  const wanted = otherNames(ctx, user);
  const reason = ctx.rng.pick(DECLINE_NAME_REASONS);
  const nameChange = {
    nameType: nameType(user),
    currentFirstName: current.first,
    newFirstName: wanted.first,
    currentLastName: current.last,
    newLastName: wanted.last,
    reason: ctx.rng.pick(NAME_REASONS),
  };
  insertRequest(
    ctx,
    user,
    'name_change',
    'declined',
    Math.max(user.memberSinceMs, at - ctx.rng.int(2, 96) * HOUR),
    at,
    { nameChange },
    reason,
  );
  return `Name change declined: ${reason}`;
}

/**
 * Requests a user made about their account. Returns true when an account recovery was rejected,
 * which deleted the account. The profile shows the outcome: an approved name or date of birth
 * is the one on the profile, an approved recovery's new contact is the profile's.
 */
export function seedUserRequests(ctx: SeedContext, user: Profile): { deleted: boolean } {
  const { rng } = ctx;
  if (!rng.chance(0.12)) return { deleted: false };
  const type = rng.cover('userRequestType', TYPES);
  const status = rng.cover(`userRequestStatus:${type}`, OUTCOMES[type]);
  const pending = status === 'pending';
  const window = type === 'data_request' ? (DATA_REQUEST_DEADLINE_DAYS - 2) * DAY : 20 * DAY;
  const createdAt = pending
    ? rng.between(Math.max(user.memberSinceMs, ctx.now - window), ctx.now - HOUR)
    : rng.between(user.memberSinceMs + HOUR, ctx.now - 2 * DAY);
  const decidedAt = pending ? null : later(ctx, createdAt, HOUR, (type === 'data_request' ? 20 : 7) * DAY);
  const approved = status === 'approved';

  if (type === 'name_change') {
    const now = names(user);
    const other = otherNames(ctx, user);
    const [from, to] = approved ? [other, now] : [now, other];
    const nameChange = {
      nameType: nameType(user),
      currentFirstName: from.first,
      newFirstName: to.first,
      currentLastName: from.last,
      newLastName: to.last,
      reason: rng.pick(NAME_REASONS),
    };
    insertRequest(ctx, user, type, status, createdAt, decidedAt, { nameChange });
  } else if (type === 'date_of_birth') {
    const other = isoDay(Date.parse(user.dateOfBirth) + rng.pick([-1, 1]) * rng.int(1, 400) * DAY);
    const [current, requested] = approved ? [other, user.dateOfBirth] : [user.dateOfBirth, other];
    const reason = rng.pick(['Typo at sign-up.', 'My passport shows a different date.']);
    insertRequest(
      ctx,
      user,
      type,
      status,
      createdAt,
      decidedAt,
      { dateOfBirth: { current, requested, reason } },
      status === 'declined' ? 'The document provided does not show this date.' : null,
    );
  } else if (type === 'data_request') {
    const dataRequest = { requestedOn: iso(createdAt), legalDeadline: iso(createdAt + DATA_REQUEST_DEADLINE_DAYS * DAY) };
    insertRequest(ctx, user, type, status, createdAt, decidedAt, { dataRequest });
  } else {
    const lost = rng.pick(['phone', 'email'] as const);
    const onProfile = lost === 'email' ? user.email : user.phone;
    const newContact = approved
      ? onProfile
      : lost === 'email'
        ? `${user.username}.recovery@example.net`
        : `${user.countrySeed.dial} ${rng.pattern('### ### ####')}`;
    const accountRecovery = {
      lastPurchase: rng.pick(['A sponsored post package', 'Profile boost for a week', 'A voice-over job', 'Nothing yet']),
      lastJobCompleted: rng.pick(['Diwali campaign reel', 'Product unboxing video', 'None', 'Podcast ad read']),
      jobsInProgress: rng.int(0, 3),
      lostPhoneOrEmail: lost,
      fullName: `${user.firstName} ${user.lastName}`,
      newContact,
    };
    insertRequest(
      ctx,
      user,
      type,
      status,
      createdAt,
      decidedAt,
      { accountRecovery },
      status === 'rejected' ? 'The answers do not match the account history.' : null,
    );
  }
  return { deleted: status === 'rejected' };
}
