import type { z } from 'zod';
import type { CollectionName } from '../collections';
import { adminCreateSchema, adminSchema } from './admins';
import { auditEntryCreateSchema, auditEntrySchema } from './auditLog';
import { commissionRateCreateSchema, commissionRateSchema } from './commissionRates';
import { countryCreateSchema, countrySchema } from './countries';
import { errorReportCreateSchema, errorReportSchema } from './errorReports';
import { flaggedChatCreateSchema, flaggedChatSchema } from './flaggedChats';
import { helpItemCreateSchema, helpItemSchema } from './helpItems';
import { languageCreateSchema, languageSchema } from './languages';
import { listImportCreateSchema, listImportSchema } from './listImports';
import { mediaCreateSchema, mediaSchema } from './media';
import { orderCreateSchema, orderSchema } from './orders';
import { paymentDetailCreateSchema, paymentDetailSchema } from './paymentDetails';
import { quickadApplicantCreateSchema, quickadApplicantSchema } from './quickadApplicants';
import { quickadCreateSchema, quickadSchema } from './quickads';
import { referralCreateSchema, referralSchema } from './referrals';
import { reportCreateSchema, reportSchema } from './reports';
import { restrictedWordCreateSchema, restrictedWordSchema } from './restrictedWords';
import { serviceOfferedCreateSchema, serviceOfferedSchema } from './servicesOffered';
import { strikeCreateSchema, strikeSchema } from './strikes';
import { supportTicketCreateSchema, supportTicketSchema } from './supportTickets';
import { suspensionCreateSchema, suspensionSchema } from './suspensions';
import { userCategoryCreateSchema, userCategorySchema } from './userCategories';
import { userRequestCreateSchema, userRequestSchema } from './userRequests';
import { userCreateSchema, userSchema } from './users';
import { verificationRequestCreateSchema, verificationRequestSchema } from './verificationRequests';
import { walletTransactionCreateSchema, walletTransactionSchema } from './walletTransactions';

export * from './admins';
export * from './auditLog';
export * from './base';
export * from './commissionRates';
export * from './countries';
export * from './errorReports';
export * from './flaggedChats';
export * from './helpItems';
export * from './languages';
export * from './listImports';
export * from './media';
export * from './orders';
export * from './paymentDetails';
export * from './quickadApplicants';
export * from './quickads';
export * from './referrals';
export * from './reports';
export * from './restrictedWords';
export * from './servicesOffered';
export * from './strikes';
export * from './supportTickets';
export * from './suspensions';
export * from './userCategories';
export * from './userRequests';
export * from './users';
export * from './verificationRequests';
export * from './walletTransactions';

export interface EntitySchemas {
  /** A stored record, base fields included; strict. */
  record: z.ZodObject;
  /** A create body: the record without id, version, createdAt, updatedAt; strict. */
  create: z.ZodObject;
}

/** The schemas the server validates every create and update with, one entry per collection. */
export const ENTITY_SCHEMAS: Record<CollectionName, EntitySchemas> = {
  users: { record: userSchema, create: userCreateSchema },
  'verification-requests': { record: verificationRequestSchema, create: verificationRequestCreateSchema },
  reports: { record: reportSchema, create: reportCreateSchema },
  suspensions: { record: suspensionSchema, create: suspensionCreateSchema },
  strikes: { record: strikeSchema, create: strikeCreateSchema },
  'flagged-chats': { record: flaggedChatSchema, create: flaggedChatCreateSchema },
  'restricted-words': { record: restrictedWordSchema, create: restrictedWordCreateSchema },
  'user-requests': { record: userRequestSchema, create: userRequestCreateSchema },
  'error-reports': { record: errorReportSchema, create: errorReportCreateSchema },
  orders: { record: orderSchema, create: orderCreateSchema },
  'commission-rates': { record: commissionRateSchema, create: commissionRateCreateSchema },
  admins: { record: adminSchema, create: adminCreateSchema },
  'user-categories': { record: userCategorySchema, create: userCategoryCreateSchema },
  languages: { record: languageSchema, create: languageCreateSchema },
  countries: { record: countrySchema, create: countryCreateSchema },
  'services-offered': { record: serviceOfferedSchema, create: serviceOfferedCreateSchema },
  referrals: { record: referralSchema, create: referralCreateSchema },
  quickads: { record: quickadSchema, create: quickadCreateSchema },
  'quickad-applicants': { record: quickadApplicantSchema, create: quickadApplicantCreateSchema },
  media: { record: mediaSchema, create: mediaCreateSchema },
  'payment-details': { record: paymentDetailSchema, create: paymentDetailCreateSchema },
  'wallet-transactions': { record: walletTransactionSchema, create: walletTransactionCreateSchema },
  'support-tickets': { record: supportTicketSchema, create: supportTicketCreateSchema },
  'help-items': { record: helpItemSchema, create: helpItemCreateSchema },
  'audit-log': { record: auditEntrySchema, create: auditEntryCreateSchema },
  'list-imports': { record: listImportSchema, create: listImportCreateSchema },
};
