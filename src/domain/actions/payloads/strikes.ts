import { z } from 'zod';
import { TEXT_LIMITS } from '../../textLimits';
import type { PayloadTable } from './common';

/** The administrator's explanation, kept in `strikes.decision`. */
const decisionPayload = z.object({ decision: z.string().trim().min(1).max(TEXT_LIMITS.paragraph).optional() }).strict();

export const strikePayloads = {
  'strikes/uphold': decisionPayload,
  'strikes/reverse': decisionPayload,
  'strikes/reissue': decisionPayload,
} satisfies PayloadTable;
