import { noPayload, type PayloadTable } from './common';

export const suspensionPayloads = {
  'suspensions/undo': noPayload,
  'suspensions/restore': noPayload,
} satisfies PayloadTable;
