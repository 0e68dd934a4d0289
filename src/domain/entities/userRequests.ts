import { z } from 'zod';
import { USER_REQUEST_MACHINES, USER_REQUEST_STATUSES, USER_REQUEST_TYPES, type UserRequestType } from '../machines';
import { defineEntity, isoDate, isoDateTime, line, longText, paragraph, recordId, text } from './base';
import { NAME_TYPES } from '../vocabulary/userRequests';

export { NAME_TYPES };

export const nameChangeDetailSchema = z
  .object({
    nameType: z.enum(NAME_TYPES),
    currentFirstName: text,
    newFirstName: text,
    currentLastName: line,
    newLastName: line,
    reason: longText,
  })
  .strict();

export const dateOfBirthDetailSchema = z
  .object({
    current: isoDate,
    requested: isoDate,
    reason: longText,
  })
  .strict();

export const dataRequestDetailSchema = z
  .object({
    requestedOn: isoDateTime,
    /** requestedOn + DATA_REQUEST_DEADLINE_DAYS. */
    legalDeadline: isoDateTime,
  })
  .strict();

/** The recovery questionnaire, as the person who lost access answered it. */
export const accountRecoveryDetailSchema = z
  .object({
    lastPurchase: line,
    lastJobCompleted: line,
    /** How many jobs they say are in progress; compared with the account's orders. */
    jobsInProgress: z.number().int().min(0),
    lostPhoneOrEmail: z.enum(['phone', 'email']),
    fullName: text,
    /** The phone number or email address to put on the account instead of the lost one. */
    newContact: text,
  })
  .strict();

/** The detail field that carries each request type's own data. */
export const USER_REQUEST_DETAIL_FIELD = {
  name_change: 'nameChange',
  date_of_birth: 'dateOfBirth',
  data_request: 'dataRequest',
  account_recovery: 'accountRecovery',
} as const satisfies Record<UserRequestType, string>;

/**
 * A request a user made about their own account. `status` follows the machine of its `type`
 * (USER_REQUEST_MACHINES); exactly the detail object of that type is set, the others are null
 * (checked by `userRequestIssues`, not by the schema, so the schema stays a plain object).
 */
export const userRequestEntity = defineEntity(
  {
    userId: recordId,
    type: z.enum(USER_REQUEST_TYPES),
    status: z.enum(USER_REQUEST_STATUSES),
    nameChange: nameChangeDetailSchema.nullable(),
    dateOfBirth: dateOfBirthDetailSchema.nullable(),
    dataRequest: dataRequestDetailSchema.nullable(),
    accountRecovery: accountRecoveryDetailSchema.nullable(),
    /** Why it was declined or rejected (shown to the user). */
    decisionReason: paragraph.nullable(),
    decidedAt: isoDateTime.nullable(),
  },
  { computed: { status: 'rule' }, initial: { decisionReason: null, decidedAt: null } },
);
export const { record: userRequestSchema, create: userRequestCreateSchema } = userRequestEntity;

type DetailField = (typeof USER_REQUEST_DETAIL_FIELD)[UserRequestType];

export type UserRequest = z.infer<typeof userRequestSchema>;
export type UserRequestCreate = z.infer<typeof userRequestCreateSchema>;

/** Violations of the type-dependent rules above; empty when the request is consistent. */
export function userRequestIssues(request: Pick<UserRequest, 'type' | 'status' | DetailField>): string[] {
  const issues: string[] = [];
  const machine = USER_REQUEST_MACHINES[request.type];
  if (!(machine.states as readonly string[]).includes(request.status)) {
    issues.push(`status ${request.status} is not a ${machine.name} status`);
  }
  for (const [type, field] of Object.entries(USER_REQUEST_DETAIL_FIELD) as [UserRequestType, DetailField][]) {
    const present = request[field] !== null;
    if (type === request.type && !present) issues.push(`${field} is required for a ${type} request`);
    if (type !== request.type && present) issues.push(`${field} must be null for a ${request.type} request`);
  }
  return issues;
}
