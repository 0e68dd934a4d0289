import { noPayload, reasonPayload, type PayloadTable } from './common';

export const userRequestPayloads = {
  'user-requests/approve_name_change': noPayload,
  'user-requests/decline_name_change': reasonPayload,
  'user-requests/approve_date_of_birth': noPayload,
  'user-requests/decline_date_of_birth': reasonPayload,
  'user-requests/fulfil_data_request': noPayload,
  'user-requests/approve_account_recovery': noPayload,
  'user-requests/reject_and_delete_account': reasonPayload,
} satisfies PayloadTable;
