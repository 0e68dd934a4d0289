import type { QuickadCreate } from '../../src/domain/entities/quickads';
import { SOCIAL_PLATFORMS } from '../../src/domain/entities/quickads';
import { DAY, HOUR, iso } from './clock';
import { audit, later, pickAdmin, type SeedContext } from './context';

const TITLES = [
  'Summer drink launch',
  'Festive sale reel',
  'New phone unboxing',
  'Fitness app challenge',
  'Street food tour',
  'Eco sneakers drop',
  'Tourism week campaign',
  'Back-to-school picks',
];
const MOODS = ['Upbeat', 'Calm', 'Funny', 'Inspirational', 'Informative'];
const AUDIENCES = ['18-24, urban, India', 'Parents of young kids', 'Gamers worldwide', 'Fitness beginners', 'Small business owners'];
const RIGHTS = ['Organic posting only', 'Paid ads for 30 days', 'Full usage rights for 1 year'];
const REMOVAL_REASONS = [
  'Promotes a product banned in the target country.',
  'Misleading health claims.',
  'Political promotion without disclosure.',
];

const categoryNames = (ctx: SeedContext) => [...ctx.categories.keys()];

const STATUSES: [QuickadCreate['status'], number][] = [
  ['draft', 15],
  ['published', 50],
  ['closed', 20],
  ['removed', 15],
];

/**
 * One quick ad and its applicants. `postedByUserId` is null for the platform's own ads.
 * A closed ad accepted one applicant; a removed one keeps its applicants as they were.
 */
export function seedQuickad(ctx: SeedContext, postedByUserId: number | null, earliest: number): void {
  const { rng } = ctx;
  const status = rng.cover('quickadStatus', STATUSES);
  const createdAt = rng.between(earliest + HOUR, ctx.now - 3 * DAY);
  const publishedAt = status === 'draft' ? null : later(ctx, createdAt, HOUR, 2 * DAY);
  const removedAt = status === 'removed' ? later(ctx, publishedAt ?? createdAt, HOUR, 5 * DAY) : null;
  const dueDate = status === 'closed' ? later(ctx, createdAt, 3 * DAY, 30 * DAY) : rng.between(ctx.now + DAY, ctx.now + 60 * DAY);
  const language = rng.pick(['en', 'hi', 'es', 'pt', 'fr']);
  const recordId = ctx.db.write(
    'quickads',
    {
      owner: postedByUserId === null ? 'platform' : 'user',
      postedByUserId,
      title: rng.pick(TITLES),
      categories: rng.sample(categoryNames(ctx), rng.int(1, 3)),
      ageLimit: rng.pick([0, 13, 18, 21]),
      brief: `Show ${rng.companyName()} in your own style in under 30 seconds.`,
      websiteLink: `https://www.example.com/campaigns/${rng.pattern('######')}`,
      mediaUrls: rng.sample(['/seed/photo-01.svg', '/seed/photo-02.svg', '/seed/photo-03.svg', '/seed/intro.webm'], rng.int(0, 2)),
      disclosures: { cannabis: rng.chance(0.05), cbd: rng.chance(0.08), politicalPromotion: rng.chance(0.05) },
      contentUsageRights: rng.pick(RIGHTS),
      platform: rng.pick(SOCIAL_PLATFORMS),
      whenToPost: iso(rng.between(publishedAt ?? createdAt, dueDate)),
      language,
      dialect:
        language === 'en'
          ? rng.pick(['Indian English', 'British English', 'American English'])
          : language === 'hi'
            ? 'Hinglish'
            : 'Neutral',
      mood: rng.pick(MOODS),
      swearingAllowed: rng.chance(0.15),
      targetAudience: rng.pick(AUDIENCES),
      dueDate: iso(dueDate),
      budget: rng.cents(50, 5000, 100) / 100,
      status,
      moderationReason: status === 'removed' ? rng.pick(REMOVAL_REASONS) : null,
    },
    iso(createdAt),
    iso(removedAt ?? publishedAt ?? createdAt),
  );
  if (removedAt !== null) {
    const admin = pickAdmin(ctx, 'quickads.manage');
    audit(ctx, {
      adminId: admin.id,
      action: 'remove',
      resource: 'quickads',
      recordId,
      at: removedAt,
      changes: { status: { before: 'published', after: 'removed' } },
    });
  }
  if (publishedAt !== null) seedApplicants(ctx, recordId, status, publishedAt);
}

function seedApplicants(ctx: SeedContext, quickadId: number, status: QuickadCreate['status'], publishedAt: number): void {
  const { rng } = ctx;
  const providers = ctx.users.providers;
  const applicants = providers.length ? [...new Set(Array.from({ length: rng.int(0, 5) }, () => rng.pick(providers)))] : [];
  const accepted = status === 'closed' ? 0 : -1;
  applicants.forEach((userId, index) => {
    const appliedAt = later(ctx, Math.max(publishedAt, ctx.users.memberSince[userId]), 10 * 60_000, 5 * DAY);
    const decided =
      status === 'closed'
        ? index === accepted
          ? 'accepted'
          : 'rejected'
        : rng.cover('applicantStatus', [
            ['applied', 70],
            ['accepted', 10],
            ['rejected', 20],
          ] as const);
    ctx.db.write(
      'quickad-applicants',
      {
        quickadId,
        userId,
        appliedAt: iso(appliedAt),
        status: decided,
        pitch: rng.pick([
          'I have done three similar campaigns this year.',
          'My audience matches your target exactly.',
          'Can deliver within two days.',
          'Happy to shoot in Hindi and English.',
        ]),
      },
      iso(appliedAt),
    );
  });
}

/** Quick ads the platform posts itself (My QuickAds), by the administrators. */
export function seedPlatformQuickads(ctx: SeedContext): void {
  const count = 20 + Math.floor(ctx.users.count / 100);
  for (let i = 0; i < count; i++) seedQuickad(ctx, null, ctx.now - 300 * DAY);
}
