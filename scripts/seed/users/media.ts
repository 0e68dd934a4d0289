import { DAY, HOUR, iso } from '../clock';
import { audit, later, pickAdmin, type SeedContext } from '../context';
import type { Profile } from './profile';

const CAPTIONS = [
  'Behind the scenes',
  'New collab out now!',
  'Studio day',
  'Throwback to the shoot',
  'Rehearsal clip',
  'Festival look',
  'Morning routine',
];
const REMOVAL_REASONS = ['Nudity is not allowed on profiles.', 'Copyrighted material.', 'Shows another person without consent.'];

const photo = (n: number) => `/seed/photo-${String(n).padStart(2, '0')}.svg`;

/** Photos and videos on the user's profile; creators have several, organisations few or none. */
export function seedMedia(ctx: SeedContext, user: Profile): void {
  const { rng } = ctx;
  const type = user.accountType;
  const count = type === 'influencer' || type === 'kid_influencer' ? rng.int(1, 3) : type === 'government' ? 0 : rng.int(0, 1);
  for (let i = 0; i < count; i++) {
    const kind = rng.cover('mediaKind', [
      ['image', 80],
      ['video', 20],
    ] as const);
    const status = rng.cover('mediaStatus', [
      ['visible', 92],
      ['removed', 8],
    ] as const);
    const uploadedAt = rng.between(user.memberSinceMs + HOUR, ctx.now - HOUR);
    const removedAt = status === 'removed' ? later(ctx, uploadedAt, HOUR, 10 * DAY) : null;
    const thumbnail = photo(rng.int(1, 6));
    const recordId = ctx.db.write(
      'media',
      {
        userId: user.id,
        kind,
        url: kind === 'video' ? '/seed/intro.webm' : thumbnail,
        thumbnailUrl: thumbnail,
        caption: rng.pick(CAPTIONS),
        uploadedAt: iso(uploadedAt),
        status,
        removalReason: status === 'removed' ? rng.pick(REMOVAL_REASONS) : null,
      },
      iso(uploadedAt),
      iso(removedAt ?? uploadedAt),
    );
    if (removedAt !== null) {
      const admin = pickAdmin(ctx, 'media.act');
      audit(ctx, {
        adminId: admin.id,
        action: 'remove',
        resource: 'media',
        recordId,
        at: removedAt,
        changes: { status: { before: 'visible', after: 'removed' } },
      });
    }
  }
}
