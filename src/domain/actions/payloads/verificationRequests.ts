import { noPayload, reasonPayload, type PayloadTable } from './common';

export const verificationRequestPayloads = {
  'verification-requests/verify': noPayload,
  'verification-requests/reject': reasonPayload,
} satisfies PayloadTable;
