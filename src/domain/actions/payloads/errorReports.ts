import { noPayload, type PayloadTable } from './common';

export const errorReportPayloads = {
  'error-reports/resolve': noPayload,
} satisfies PayloadTable;
