import { z } from 'zod';
import { longText } from '../../entities/base';
import type { PayloadTable } from './common';

/** The administrator's explanation, kept in `strikes.decision`. */
const decisionPayload = z.object({ decision: longText.optional() }).strict();

export const strikePayloads = {
  'strikes/uphold': decisionPayload,
  'strikes/reverse': decisionPayload,
  'strikes/reissue': decisionPayload,
} satisfies PayloadTable;
