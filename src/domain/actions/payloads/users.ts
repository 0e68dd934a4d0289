import { noPayload, reasonPayload, type PayloadTable } from './common';

export const userPayloads = {
  'users/verify': noPayload,
  'users/issue_strike': reasonPayload,
  'users/suspend': reasonPayload,
} satisfies PayloadTable;
