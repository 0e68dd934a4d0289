import { noPayload, reasonPayload, type PayloadTable } from './common';

export const contentPayloads = {
  'media/remove': reasonPayload,
  'quickads/publish': noPayload,
  'quickads/close': noPayload,
  'quickads/remove': reasonPayload,
  'quickad-applicants/accept': noPayload,
  'quickad-applicants/reject': noPayload,
} satisfies PayloadTable;
