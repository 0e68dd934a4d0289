import { noPayload, type PayloadTable } from './common';

export const referralPayloads = {
  'referrals/deactivate': noPayload,
  'referrals/cancel': noPayload,
} satisfies PayloadTable;
