import type { CollectionName } from '../../src/domain/collections';
import type * as E from '../../src/domain/entities';

/** What a create of each collection carries: the seed writes exactly these fields. */
export interface SeedFields {
  users: E.UserCreate;
  'verification-requests': E.VerificationRequestCreate;
  reports: E.ReportCreate;
  suspensions: E.SuspensionCreate;
  strikes: E.StrikeCreate;
  'flagged-chats': E.FlaggedChatCreate;
  'restricted-words': E.RestrictedWordCreate;
  'user-requests': E.UserRequestCreate;
  'error-reports': E.ErrorReportCreate;
  orders: E.OrderCreate;
  'commission-rates': E.CommissionRateCreate;
  admins: E.AdminCreate;
  'user-categories': E.UserCategoryCreate;
  languages: E.LanguageCreate;
  countries: E.CountryCreate;
  'services-offered': E.ServiceOfferedCreate;
  referrals: E.ReferralCreate;
  quickads: E.QuickadCreate;
  'quickad-applicants': E.QuickadApplicantCreate;
  media: E.MediaCreate;
  'payment-details': E.PaymentDetailCreate;
  'wallet-transactions': E.WalletTransactionCreate;
  'support-tickets': E.SupportTicketCreate;
  'help-items': E.HelpItemCreate;
  'audit-log': E.AuditEntryCreate;
  'list-imports': E.ListImportCreate;
}

export type SeedRecord<C extends CollectionName> = SeedFields[C] & E.BaseRecord;

/** Receives each record as one line of JSON, in insertion order per collection. */
export interface RecordSink {
  write(collection: CollectionName, json: string): void;
}

/**
 * Assigns ids (1, 2, ... per collection), version 1 and the timestamps, the way the server's
 * store does, and hands each record to the sink at once: generators keep only what later
 * records need, so a 100 000-user seed does not sit in memory.
 */
export class SeedDb {
  private readonly lastId = new Map<CollectionName, number>();

  constructor(private readonly sink: RecordSink) {}

  /** Writes a record and returns it whole (for the few callers that read it back). */
  insert<C extends CollectionName>(collection: C, fields: SeedFields[C], createdAt: string, updatedAt = createdAt): SeedRecord<C> {
    const id = this.write(collection, fields, createdAt, updatedAt);
    return { id, ...fields, version: 1, createdAt, updatedAt } as SeedRecord<C>;
  }

  /**
   * Writes a record and returns its id. The JSON is assembled around `fields` rather than from
   * a merged copy: at 100 000 users this runs over a million times.
   */
  write<C extends CollectionName>(collection: C, fields: SeedFields[C], createdAt: string, updatedAt = createdAt): number {
    const id = this.nextId(collection);
    this.lastId.set(collection, id);
    const body = JSON.stringify(fields);
    this.sink.write(collection, `{"id":${id},${body.slice(1, -1)},"version":1,"createdAt":"${createdAt}","updatedAt":"${updatedAt}"}`);
    return id;
  }

  private nextId(collection: CollectionName): number {
    return (this.lastId.get(collection) ?? 0) + 1;
  }
}
