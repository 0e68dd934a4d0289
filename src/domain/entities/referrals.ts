import { z } from 'zod';
import { referralLinkMachine } from '../machines/referralLink';
import { defineEntity, isoDateTime, money, recordId, text } from './base';

/** One referral: `referrerId` brought `referredUserId` in with `code` and earns from it while the link is active. */
export const referralEntity = defineEntity(
  {
    referrerId: recordId,
    referredUserId: recordId,
    /** The referrer's referral code (users.referralCode). */
    code: text,
    linkStatus: z.enum(referralLinkMachine.states),
    activeSince: isoDateTime,
    expiresAt: isoDateTime,
    totalEarnings: money,
  },
  { createdBy: 'command' },
);
export const { record: referralSchema, create: referralCreateSchema } = referralEntity;

export type Referral = z.infer<typeof referralSchema>;
export type ReferralCreate = z.infer<typeof referralCreateSchema>;
