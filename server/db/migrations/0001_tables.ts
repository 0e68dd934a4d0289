import { sql, type Kysely } from 'kysely';
import { addListTable, addSearchTables, indexColumns, uniqueColumns } from './steps';

/**
 * The first schema: a table per collection, a column per field of its zod record schema
 * (src/domain/entities), named as the field. Types: integer, real, text, boolean (0/1),
 * timestamp and date (ISO-8601 text in SQLite), json (nested objects, free-form maps and lists,
 * as JSON text). Enums are checked. A list of scalars a query filters on also has a child table
 * (`<table>_<field>`: recordId, value) that the filter reads. The references the domain refuses to
 * delete a record under (src/domain/references.ts) are foreign keys, ON DELETE RESTRICT (the
 * domain's check answers first, naming them; the key is the database's own guard), and the
 * values no two records may share (a username, a referral code, an order reference) are unique.
 * Each field a list may filter or sort on (src/domain/listFields.ts), and each the server looks
 * records up by, has an index. Written once
 * from the entities;
 * from now on a change of shape is a new migration (tests/unit/schemaCoverage.test.ts says when
 * one is missing).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'timestamp', (c) => c.notNull())
    .addColumn('updatedAt', 'timestamp', (c) => c.notNull())
    .addColumn('firstName', 'text', (c) => c.notNull())
    .addColumn('lastName', 'text', (c) => c.notNull())
    .addColumn('dateOfBirth', 'date', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('profileName', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('languages', 'json', (c) => c.notNull().check(sql`json_valid("languages")`))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull().check(sql`"gender" IN ('female', 'male', 'non_binary', 'undisclosed')`))
    .addColumn('occupation', 'text', (c) => c.notNull())
    .addColumn('bio', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('subcategory', 'text', (c) => c.notNull())
    .addColumn('tags', 'json', (c) => c.notNull().check(sql`json_valid("tags")`))
    .addColumn('verificationStatus', 'text', (c) =>
      c.notNull().check(sql`"verificationStatus" IN ('unverified', 'not_verified', 'verified')`),
    )
    .addColumn('memberSince', 'timestamp', (c) => c.notNull())
    .addColumn('rating', 'real', (c) => c.notNull())
    .addColumn('online', 'boolean', (c) => c.notNull().check(sql`"online" IN (0, 1)`))
    .addColumn('ageBracket', 'text', (c) =>
      c.notNull().check(sql`"ageBracket" IN ('under_18', '18_24', '25_34', '35_44', '45_54', '55_64', '65_plus')`),
    )
    .addColumn('basedIn', 'text', (c) => c.notNull())
    .addColumn('introVideoUrl', 'text')
    .addColumn('musicUrl', 'text')
    .addColumn('avatarUrl', 'text')
    .addColumn('reviews', 'json', (c) => c.notNull().check(sql`json_valid("reviews")`))
    .addColumn('accountType', 'text', (c) =>
      c.notNull().check(sql`"accountType" IN ('influencer', 'kid_influencer', 'individual', 'business', 'government')`),
    )
    .addColumn('accountStatus', 'text', (c) => c.notNull().check(sql`"accountStatus" IN ('active', 'suspended', 'deleted')`))
    .addColumn('activeStrikes', 'integer', (c) => c.notNull())
    .addColumn('referralCode', 'text', (c) => c.notNull())
    .execute();
  await addListTable(db, 'users', 'languages');
  await addListTable(db, 'users', 'tags');
  await addSearchTables(db, 'users');
  await indexColumns(db, 'users', [
    'lastName:text',
    'dateOfBirth:date',
    'profileName:text',
    'country:text',
    'phone:text',
    'email:text',
    'category:text',
    'verificationStatus:enum',
    'memberSince:timestamp',
    'rating:real',
    'online:boolean',
    'ageBracket:enum',
    'basedIn:text',
    'introVideoUrl:text',
    'musicUrl:text',
    'avatarUrl:text',
    'accountType:enum',
    'accountStatus:enum',
    'activeStrikes:integer',
  ]);
  await uniqueColumns(db, 'users', ['username', 'referralCode']);
  // Before the tables that refer to it (PostgreSQL checks a reference when it is declared).
  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'timestamp', (c) => c.notNull())
    .addColumn('updatedAt', 'timestamp', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('serviceType', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`"serviceType" IN ('quick_ad', 'advertisement', 'acting_service', 'booking', 'licensing_deal', 'music_service', 'sponsorship', 'profile_boost', 'featured_listing')`,
        ),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`"status" IN ('waiting_for_applicants', 'published', 'in_progress', 'completed', 'partially_completed', 'expired', 'failed', 'customer_cancelled', 'cancelled_by_iw', 'cancelled_by_admin')`,
        ),
    )
    .addColumn('customerId', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('providerId', 'integer', (c) => c.references('users.id').onDelete('restrict'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('totalPrice', 'real', (c) => c.notNull())
    .addColumn('commissionRate', 'real', (c) => c.notNull())
    .addColumn('commission', 'real', (c) => c.notNull())
    .addColumn('userEarnings', 'real', (c) => c.notNull())
    .addColumn('initialDeposit', 'real', (c) => c.notNull())
    .addColumn('additionalDeposits', 'json', (c) => c.notNull().check(sql`json_valid("additionalDeposits")`))
    .addColumn('pricePerInfluencer', 'real', (c) => c.notNull())
    .addColumn('influencerCount', 'integer', (c) => c.notNull())
    .addColumn('escrowBalance', 'real', (c) => c.notNull())
    .addColumn('remainingBalance', 'real', (c) => c.notNull())
    .addColumn('paymentDate', 'timestamp', (c) => c.notNull())
    .addColumn('refundDate', 'timestamp')
    .addColumn('refundedAmount', 'real', (c) => c.notNull())
    .addColumn('cardProviderFee', 'real', (c) => c.notNull())
    .addColumn('paidToYou', 'real', (c) => c.notNull())
    .addColumn('dateCompleted', 'timestamp')
    .addColumn('dueDate', 'timestamp', (c) => c.notNull())
    .addColumn('statusHistory', 'json', (c) => c.notNull().check(sql`json_valid("statusHistory")`))
    .addColumn('receiptNumber', 'text', (c) => c.notNull())
    .execute();
  await addSearchTables(db, 'orders');
  await indexColumns(db, 'orders', [
    'createdAt:timestamp',
    'reference:text',
    'serviceType:enum',
    'status:enum',
    'customerId:integer',
    'providerId:integer',
    'title:text',
    'totalPrice:real',
    'escrowBalance:real',
    'paymentDate:timestamp',
    'dateCompleted:timestamp',
    'dueDate:timestamp',
  ]);
  await uniqueColumns(db, 'orders', ['reference']);
  await db.schema
    .createTable('verification_requests')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'timestamp', (c) => c.notNull())
    .addColumn('updatedAt', 'timestamp', (c) => c.notNull())
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`"kind" IN ('initial', 'additional')`))
    .addColumn('requestedOn', 'timestamp', (c) => c.notNull())
    .addColumn('reviewDeadline', 'timestamp', (c) => c.notNull())
    .addColumn('selfieUrl', 'text', (c) => c.notNull())
    .addColumn('selfieTakenOn', 'timestamp', (c) => c.notNull())
    .addColumn('currentInfo', 'json', (c) => c.notNull().check(sql`json_valid("currentInfo")`))
    .addColumn('newInfo', 'json', (c) => c.notNull().check(sql`json_valid("newInfo")`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`"status" IN ('pending', 'verified', 'rejected')`))
    .addColumn('rejectionReason', 'text')
    .addColumn('reviewedAt', 'timestamp')
    .addColumn('reviewedByAdminId', 'integer')
    .execute();
  await addSearchTables(db, 'verification_requests');
  await indexColumns(db, 'verification_requests', [
    'userId:integer',
    'kind:enum',
    'requestedOn:timestamp',
    'reviewDeadline:timestamp',
    'selfieUrl:text',
    'selfieTakenOn:timestamp',
    'status:enum',
    'reviewedAt:timestamp',
  ]);
  await db.schema
    .createTable('reports')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'timestamp', (c) => c.notNull())
    .addColumn('updatedAt', 'timestamp', (c) => c.notNull())
    .addColumn('reporterId', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('reportedUserId', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('orderId', 'integer', (c) => c.references('orders.id').onDelete('restrict'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`"kind" IN ('user', 'job_proposal')`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('evidence', 'json', (c) => c.notNull().check(sql`json_valid("evidence")`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`"status" IN ('open', 'warned', 'actioned', 'dismissed')`))
    .addColumn('resolvedAt', 'timestamp')
    .execute();
  await addListTable(db, 'reports', 'evidence');
  await addSearchTables(db, 'reports');
  await indexColumns(db, 'reports', [
    'createdAt:timestamp',
    'reporterId:integer',
    'reportedUserId:integer',
    'orderId:integer',
    'kind:enum',
    'reason:text',
    'status:enum',
  ]);
  await db.schema
    .createTable('suspensions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'timestamp', (c) => c.notNull())
    .addColumn('updatedAt', 'timestamp', (c) => c.notNull())
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('suspendedAt', 'timestamp', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`"status" IN ('suspended', 'lifted', 'restored')`))
    .addColumn('liftedAt', 'timestamp')
    .addColumn('source', 'text', (c) => c.notNull().check(sql`"source" IN ('strikes', 'report', 'name_change', 'manual')`))
    .addColumn('suspendedByAdminId', 'integer')
    .execute();
  await addSearchTables(db, 'suspensions');
  await indexColumns(db, 'suspensions', [
    'userId:integer',
    'reason:text',
    'suspendedAt:timestamp',
    'status:enum',
    'liftedAt:timestamp',
    'source:enum',
  ]);
  await db.schema
    .createTable('strikes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'timestamp', (c) => c.notNull())
    .addColumn('updatedAt', 'timestamp', (c) => c.notNull())
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('issuedAt', 'timestamp', (c) => c.notNull())
    .addColumn('expiresAt', 'timestamp', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`"status" IN ('issued', 'appealed', 'upheld', 'reversed', 'reissued')`))
    .addColumn('appealText', 'text')
    .addColumn('appealedAt', 'timestamp')
    .addColumn('decision', 'text')
    .addColumn('decidedAt', 'timestamp')
    .addColumn('decidedByAdminId', 'integer')
    .execute();
  await addSearchTables(db, 'strikes');
  await indexColumns(db, 'strikes', [
    'userId:integer',
    'reason:text',
    'issuedAt:timestamp',
    'expiresAt:timestamp',
    'status:enum',
    'appealText:text',
    'decision:text',
  ]);
  await db.schema
    .createTable('flagged_chats')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'timestamp', (c) => c.notNull())
    .addColumn('updatedAt', 'timestamp', (c) => c.notNull())
    .addColumn('chatroomId', 'text', (c) => c.notNull())
    .addColumn('sentByUserId', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('matchedWords', 'json', (c) => c.notNull().check(sql`json_valid("matchedWords")`))
    .addColumn('adminNotes', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`"status" IN ('awaiting_review', 'reviewed')`))
    .addColumn('lastReviewedAt', 'timestamp')
    .addColumn('lastReviewedByAdminId', 'integer')
    .addColumn('claimedByAdminId', 'integer')
    .addColumn('claimExpiresAt', 'timestamp')
    .execute();
  await addListTable(db, 'flagged_chats', 'matchedWords');
  await addSearchTables(db, 'flagged_chats');
  await indexColumns(db, 'flagged_chats', [
    'createdAt:timestamp',
    'chatroomId:text',
    'sentByUserId:integer',
    'adminNotes:text',
    'status:enum',
    'lastReviewedAt:timestamp',
  ]);
  await db.schema
    .createTable('restricted_words')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'timestamp', (c) => c.notNull())
    .addColumn('updatedAt', 'timestamp', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('normalized', 'text', (c) => c.notNull())
    .addColumn('addedAt', 'timestamp', (c) => c.notNull())
    .addColumn('addedByAdminId', 'integer', (c) => c.notNull())
    .execute();
  await addSearchTables(db, 'restricted_words');
  await indexColumns(db, 'restricted_words', ['text:text', 'normalized:text', 'addedAt:timestamp']);
  await db.schema
    .createTable('user_requests')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'timestamp', (c) => c.notNull())
    .addColumn('updatedAt', 'timestamp', (c) => c.notNull())
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`"type" IN ('name_change', 'date_of_birth', 'data_request', 'account_recovery')`),
    )
    .addColumn('status', 'text', (c) => c.notNull().check(sql`"status" IN ('pending', 'approved', 'declined', 'fulfilled', 'rejected')`))
    .addColumn('nameChange', 'json', (c) => c.check(sql`json_valid("nameChange")`))
    .addColumn('dateOfBirth', 'json', (c) => c.check(sql`json_valid("dateOfBirth")`))
    .addColumn('dataRequest', 'json', (c) => c.check(sql`json_valid("dataRequest")`))
    .addColumn('accountRecovery', 'json', (c) => c.check(sql`json_valid("accountRecovery")`))
    .addColumn('decisionReason', 'text')
    .addColumn('decidedAt', 'timestamp')
    .execute();
  await addSearchTables(db, 'user_requests');
  await indexColumns(db, 'user_requests', ['createdAt:timestamp', 'userId:integer', 'type:enum', 'status:enum', 'decidedAt:timestamp']);
  await db.schema
    .createTable('error_reports')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'timestamp', (c) => c.notNull())
    .addColumn('updatedAt', 'timestamp', (c) => c.notNull())
    .addColumn('reportedByUserId', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('reportedAt', 'timestamp', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('screenshots', 'json', (c) => c.notNull().check(sql`json_valid("screenshots")`))
    .addColumn('recordings', 'json', (c) => c.notNull().check(sql`json_valid("recordings")`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`"status" IN ('open', 'resolved')`))
    .addColumn('resolvedAt', 'timestamp')
    .execute();
  await addListTable(db, 'error_reports', 'screenshots');
  await addListTable(db, 'error_reports', 'recordings');
  await addSearchTables(db, 'error_reports');
  await indexColumns(db, 'error_reports', ['reportedByUserId:integer', 'reportedAt:timestamp', 'status:enum', 'resolvedAt:timestamp']);
  await db.schema
    .createTable('commission_rates')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'timestamp', (c) => c.notNull())
    .addColumn('updatedAt', 'timestamp', (c) => c.notNull())
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('rate', 'real', (c) => c.notNull())
    .addColumn('grantedByAdminId', 'integer', (c) => c.notNull())
    .addColumn('since', 'timestamp', (c) => c.notNull())
    .addColumn('removedAt', 'timestamp')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`"status" IN ('active', 'removed')`))
    .addColumn('history', 'json', (c) => c.notNull().check(sql`json_valid("history")`))
    .execute();
  await addSearchTables(db, 'commission_rates');
  await indexColumns(db, 'commission_rates', [
    'userId:integer',
    'rate:real',
    'grantedByAdminId:integer',
    'since:timestamp',
    'removedAt:timestamp',
    'status:enum',
  ]);
  await db.schema
    .createTable('admins')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'timestamp', (c) => c.notNull())
    .addColumn('updatedAt', 'timestamp', (c) => c.notNull())
    .addColumn('firstName', 'text', (c) => c.notNull())
    .addColumn('lastName', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text')
    .addColumn('role', 'text', (c) => c.notNull().check(sql`"role" IN ('admin', 'employee', 'tech_support', 'custom')`))
    .addColumn('permissions', 'json', (c) => c.notNull().check(sql`json_valid("permissions")`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`"status" IN ('active', 'invited', 'revoked')`))
    .addColumn('inviteExpiresAt', 'timestamp')
    .addColumn('lastSignInAt', 'timestamp')
    .execute();
  await addListTable(db, 'admins', 'permissions');
  await addSearchTables(db, 'admins');
  await indexColumns(db, 'admins', [
    'createdAt:timestamp',
    'lastName:text',
    'email:text',
    'role:enum',
    'status:enum',
    'lastSignInAt:timestamp',
  ]);
  await db.schema
    .createTable('user_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'timestamp', (c) => c.notNull())
    .addColumn('updatedAt', 'timestamp', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('subcategories', 'json', (c) => c.notNull().check(sql`json_valid("subcategories")`))
    .execute();
  await addListTable(db, 'user_categories', 'subcategories');
  await addSearchTables(db, 'user_categories');
  await indexColumns(db, 'user_categories', ['createdAt:timestamp', 'name:text']);
  await db.schema
    .createTable('languages')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'timestamp', (c) => c.notNull())
    .addColumn('updatedAt', 'timestamp', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .execute();
  await addSearchTables(db, 'languages');
  await indexColumns(db, 'languages', ['createdAt:timestamp', 'name:text', 'code:text']);
  await db.schema
    .createTable('countries')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'timestamp', (c) => c.notNull())
    .addColumn('updatedAt', 'timestamp', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .execute();
  await addSearchTables(db, 'countries');
  await indexColumns(db, 'countries', ['createdAt:timestamp', 'name:text', 'code:text']);
  await db.schema
    .createTable('services_offered')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'timestamp', (c) => c.notNull())
    .addColumn('updatedAt', 'timestamp', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();
  await addSearchTables(db, 'services_offered');
  await indexColumns(db, 'services_offered', ['createdAt:timestamp', 'name:text']);
  await db.schema
    .createTable('referrals')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'timestamp', (c) => c.notNull())
    .addColumn('updatedAt', 'timestamp', (c) => c.notNull())
    .addColumn('referrerId', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('referredUserId', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('linkStatus', 'text', (c) => c.notNull().check(sql`"linkStatus" IN ('active', 'deactivated', 'cancelled', 'expired')`))
    .addColumn('activeSince', 'timestamp', (c) => c.notNull())
    .addColumn('expiresAt', 'timestamp', (c) => c.notNull())
    .addColumn('totalEarnings', 'real', (c) => c.notNull())
    .execute();
  await addSearchTables(db, 'referrals');
  await indexColumns(db, 'referrals', [
    'referrerId:integer',
    'referredUserId:integer',
    'code:text',
    'linkStatus:enum',
    'activeSince:timestamp',
    'expiresAt:timestamp',
    'totalEarnings:real',
  ]);
  await db.schema
    .createTable('quickads')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'timestamp', (c) => c.notNull())
    .addColumn('updatedAt', 'timestamp', (c) => c.notNull())
    .addColumn('owner', 'text', (c) => c.notNull().check(sql`"owner" IN ('platform', 'user')`))
    .addColumn('postedByUserId', 'integer', (c) => c.references('users.id').onDelete('restrict'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('categories', 'json', (c) => c.notNull().check(sql`json_valid("categories")`))
    .addColumn('ageLimit', 'integer', (c) => c.notNull())
    .addColumn('brief', 'text', (c) => c.notNull())
    .addColumn('websiteLink', 'text', (c) => c.notNull())
    .addColumn('mediaUrls', 'json', (c) => c.notNull().check(sql`json_valid("mediaUrls")`))
    .addColumn('disclosures', 'json', (c) => c.notNull().check(sql`json_valid("disclosures")`))
    .addColumn('contentUsageRights', 'text', (c) => c.notNull())
    .addColumn('platform', 'text', (c) =>
      c.notNull().check(sql`"platform" IN ('instagram', 'tiktok', 'youtube', 'facebook', 'x', 'snapchat', 'linkedin')`),
    )
    .addColumn('whenToPost', 'timestamp', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('dialect', 'text', (c) => c.notNull())
    .addColumn('mood', 'text', (c) => c.notNull())
    .addColumn('swearingAllowed', 'boolean', (c) => c.notNull().check(sql`"swearingAllowed" IN (0, 1)`))
    .addColumn('targetAudience', 'text', (c) => c.notNull())
    .addColumn('dueDate', 'timestamp', (c) => c.notNull())
    .addColumn('budget', 'real', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`"status" IN ('draft', 'published', 'closed', 'removed')`))
    .addColumn('moderationReason', 'text')
    .execute();
  await addListTable(db, 'quickads', 'categories');
  await addListTable(db, 'quickads', 'mediaUrls');
  await addSearchTables(db, 'quickads');
  await indexColumns(db, 'quickads', [
    'createdAt:timestamp',
    'owner:enum',
    'postedByUserId:integer',
    'title:text',
    'platform:enum',
    'whenToPost:timestamp',
    'dueDate:timestamp',
    'budget:real',
    'status:enum',
  ]);
  await db.schema
    .createTable('quickad_applicants')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'timestamp', (c) => c.notNull())
    .addColumn('updatedAt', 'timestamp', (c) => c.notNull())
    .addColumn('quickadId', 'integer', (c) => c.notNull().references('quickads.id').onDelete('restrict'))
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('appliedAt', 'timestamp', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`"status" IN ('applied', 'accepted', 'rejected')`))
    .addColumn('pitch', 'text', (c) => c.notNull())
    .execute();
  await addSearchTables(db, 'quickad_applicants');
  await indexColumns(db, 'quickad_applicants', ['quickadId:integer', 'userId:integer', 'appliedAt:timestamp', 'status:enum']);
  await db.schema
    .createTable('media')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'timestamp', (c) => c.notNull())
    .addColumn('updatedAt', 'timestamp', (c) => c.notNull())
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`"kind" IN ('image', 'video')`))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('thumbnailUrl', 'text', (c) => c.notNull())
    .addColumn('caption', 'text', (c) => c.notNull())
    .addColumn('uploadedAt', 'timestamp', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`"status" IN ('visible', 'removed')`))
    .addColumn('removalReason', 'text')
    .execute();
  await addSearchTables(db, 'media');
  await indexColumns(db, 'media', ['userId:integer', 'kind:enum', 'url:text', 'thumbnailUrl:text', 'uploadedAt:timestamp', 'status:enum']);
  await db.schema
    .createTable('payment_details')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'timestamp', (c) => c.notNull())
    .addColumn('updatedAt', 'timestamp', (c) => c.notNull())
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('cardBrand', 'text', (c) => c.notNull().check(sql`"cardBrand" IN ('visa', 'mastercard', 'amex', 'rupay', 'discover')`))
    .addColumn('cardLast4', 'text', (c) => c.notNull())
    .addColumn('cardExpiry', 'text', (c) => c.notNull())
    .addColumn('billingAddress', 'text', (c) => c.notNull())
    .addColumn('postalAddress', 'text', (c) => c.notNull())
    .execute();
  await addSearchTables(db, 'payment_details');
  await indexColumns(db, 'payment_details', ['userId:integer']);
  await db.schema
    .createTable('wallet_transactions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'timestamp', (c) => c.notNull())
    .addColumn('updatedAt', 'timestamp', (c) => c.notNull())
    .addColumn('orderId', 'integer', (c) => c.references('orders.id').onDelete('restrict'))
    .addColumn('userId', 'integer', (c) => c.references('users.id').onDelete('restrict'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`"kind" IN ('deposit', 'escrow_hold', 'escrow_release', 'refund', 'commission', 'payout', 'fee')`),
    )
    .addColumn('amount', 'real', (c) => c.notNull())
    .addColumn('at', 'timestamp', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .execute();
  await addSearchTables(db, 'wallet_transactions');
  await indexColumns(db, 'wallet_transactions', [
    'orderId:integer',
    'userId:integer',
    'kind:enum',
    'amount:real',
    'at:timestamp',
    'note:text',
  ]);
  await db.schema
    .createTable('support_tickets')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'timestamp', (c) => c.notNull())
    .addColumn('updatedAt', 'timestamp', (c) => c.notNull())
    .addColumn('userId', 'integer', (c) => c.references('users.id').onDelete('restrict'))
    .addColumn('adminId', 'integer')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`"status" IN ('open', 'pending', 'closed')`))
    .addColumn('messages', 'json', (c) => c.notNull().check(sql`json_valid("messages")`))
    .execute();
  await addSearchTables(db, 'support_tickets');
  await indexColumns(db, 'support_tickets', ['updatedAt:timestamp', 'userId:integer', 'adminId:integer', 'subject:text', 'status:enum']);
  await db.schema
    .createTable('help_items')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'timestamp', (c) => c.notNull())
    .addColumn('updatedAt', 'timestamp', (c) => c.notNull())
    .addColumn('section', 'text', (c) =>
      c.notNull().check(sql`"section" IN ('blog', 'video_tutorials', 'faqs', 'global_regulations', 'chat_support')`),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('videoUrl', 'text')
    .addColumn('order', 'integer', (c) => c.notNull())
    .execute();
  await addSearchTables(db, 'help_items');
  await indexColumns(db, 'help_items', ['section:enum', 'order:integer']);
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'timestamp', (c) => c.notNull())
    .addColumn('updatedAt', 'timestamp', (c) => c.notNull())
    .addColumn('adminId', 'integer', (c) => c.notNull().references('admins.id').onDelete('restrict'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('recordId', 'integer')
    .addColumn('changes', 'json', (c) => c.notNull().check(sql`json_valid("changes")`))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamp', (c) => c.notNull())
    .execute();
  await addSearchTables(db, 'audit_log');
  await indexColumns(db, 'audit_log', ['adminId:integer', 'action:text', 'resource:text', 'recordId:integer', 'ip:text', 'at:timestamp']);
  await db.schema
    .createTable('list_imports')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'timestamp', (c) => c.notNull())
    .addColumn('updatedAt', 'timestamp', (c) => c.notNull())
    .addColumn('list', 'text', (c) => c.notNull().check(sql`"list" IN ('user-categories', 'languages', 'countries', 'services-offered')`))
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`"mode" IN ('add_more', 'replace', 'revert', 'delete_all')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`"status" IN ('previewed', 'applied', 'reverted')`))
    .addColumn('rowCount', 'integer', (c) => c.notNull())
    .addColumn('previousSnapshot', 'json', (c) => c.notNull().check(sql`json_valid("previousSnapshot")`))
    .addColumn('at', 'timestamp', (c) => c.notNull())
    .addColumn('adminId', 'integer', (c) => c.notNull())
    .execute();
  await addSearchTables(db, 'list_imports');
  await indexColumns(db, 'list_imports', ['list:enum', 'mode:enum', 'status:enum']);
  // The auth state (sessions, codes, failure counters) as one document, as the store had it;
  // IF NOT EXISTS: a database of the earlier layout already has it, and keeps it.
  await db.schema
    .createTable('auth_state')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`"id" = 1`))
    .addColumn('doc', 'text', (c) => c.notNull())
    .execute();
}
