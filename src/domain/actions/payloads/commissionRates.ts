import { z } from 'zod';
import { percent, recordId } from '../../entities/base';
import { noPayload, type PayloadTable } from './common';

export const commissionRatePayloads = {
  'commission-rates/grant': z.object({ userId: recordId, rate: percent }).strict(),
  'commission-rates/change': z.object({ rate: percent }).strict(),
  'commission-rates/remove': noPayload,
} satisfies PayloadTable;
