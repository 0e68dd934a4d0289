import type { CollectionName } from '../collections';
import type { EntityDefinition } from './base';
import { adminEntity } from './admins';
import { auditEntryEntity } from './auditLog';
import { commissionRateEntity } from './commissionRates';
import { countryEntity } from './countries';
import { errorReportEntity } from './errorReports';
import { flaggedChatEntity } from './flaggedChats';
import { helpItemEntity } from './helpItems';
import { languageEntity } from './languages';
import { listImportEntity } from './listImports';
import { mediaEntity } from './media';
import { orderEntity } from './orders';
import { paymentDetailEntity } from './paymentDetails';
import { quickadApplicantEntity } from './quickadApplicants';
import { quickadEntity } from './quickads';
import { referralEntity } from './referrals';
import { reportEntity } from './reports';
import { restrictedWordEntity } from './restrictedWords';
import { serviceOfferedEntity } from './servicesOffered';
import { strikeEntity } from './strikes';
import { supportTicketEntity } from './supportTickets';
import { suspensionEntity } from './suspensions';
import { userCategoryEntity } from './userCategories';
import { userRequestEntity } from './userRequests';
import { userEntity } from './users';
import { verificationRequestEntity } from './verificationRequests';
import { walletTransactionEntity } from './walletTransactions';

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

/**
 * Every collection's definition: the schemas the server validates each create and update with,
 * and who creates its records (EntityOptions); openapi.json is generated from the same objects.
 */
export const ENTITIES: Record<CollectionName, EntityDefinition> = {
  users: userEntity,
  'verification-requests': verificationRequestEntity,
  reports: reportEntity,
  suspensions: suspensionEntity,
  strikes: strikeEntity,
  'flagged-chats': flaggedChatEntity,
  'restricted-words': restrictedWordEntity,
  'user-requests': userRequestEntity,
  'error-reports': errorReportEntity,
  orders: orderEntity,
  'commission-rates': commissionRateEntity,
  admins: adminEntity,
  'user-categories': userCategoryEntity,
  languages: languageEntity,
  countries: countryEntity,
  'services-offered': serviceOfferedEntity,
  referrals: referralEntity,
  quickads: quickadEntity,
  'quickad-applicants': quickadApplicantEntity,
  media: mediaEntity,
  'payment-details': paymentDetailEntity,
  'wallet-transactions': walletTransactionEntity,
  'support-tickets': supportTicketEntity,
  'help-items': helpItemEntity,
  'audit-log': auditEntryEntity,
  'list-imports': listImportEntity,
};
