import type { CollectionName } from '../collections';
import type { Machine } from '../machine';
import { accountRecoveryMachine } from './accountRecovery';
import { accountStatusMachine } from './accountStatus';
import { dataRequestMachine } from './dataRequest';
import { dateOfBirthMachine } from './dateOfBirth';
import { errorReportMachine } from './errorReport';
import { flaggedChatMachine } from './flaggedChat';
import { listImportMachine } from './listImport';
import { mediaMachine } from './media';
import { nameChangeMachine } from './nameChange';
import { orderMachine } from './order';
import { quickadMachine } from './quickad';
import { referralLinkMachine } from './referralLink';
import { reportMachine } from './report';
import { strikeMachine } from './strike';
import { supportTicketMachine } from './supportTicket';
import { suspensionMachine } from './suspension';
import { userVerificationMachine } from './userVerification';
import { verificationRequestMachine } from './verificationRequest';

export * from './accountRecovery';
export * from './accountStatus';
export * from './dataRequest';
export * from './dateOfBirth';
export * from './errorReport';
export * from './flaggedChat';
export * from './listImport';
export * from './media';
export * from './nameChange';
export * from './order';
export * from './quickad';
export * from './referralLink';
export * from './report';
export * from './strike';
export * from './supportTicket';
export * from './suspension';
export * from './userVerification';
export * from './verificationRequest';

/** Any machine, for code that walks them all (tests, docs, the seed's coverage check). */
export type AnyMachine = Machine<string, string>;

/** The user-request flows, keyed by the request's `type`: each type has its own machine. */
export const USER_REQUEST_MACHINES = {
  name_change: nameChangeMachine,
  date_of_birth: dateOfBirthMachine,
  data_request: dataRequestMachine,
  account_recovery: accountRecoveryMachine,
} as const;

export type UserRequestType = keyof typeof USER_REQUEST_MACHINES;
export const USER_REQUEST_TYPES = Object.keys(USER_REQUEST_MACHINES) as UserRequestType[];

/** Every status of a user request, whatever its type (the union of the four machines' states; tested). */
export const USER_REQUEST_STATUSES = ['pending', 'approved', 'declined', 'fulfilled', 'rejected'] as const;
export type UserRequestStatus = (typeof USER_REQUEST_STATUSES)[number];

/** A machine with the collection whose records it moves (user-request machines: of one `type`). */
export interface MachineBinding {
  collection: CollectionName;
  machine: AnyMachine;
  where?: { type: UserRequestType };
}

/** Every machine and where it applies; tests, docs and the seed's coverage check walk this list. */
export const MACHINES: readonly MachineBinding[] = [
  { collection: 'verification-requests', machine: verificationRequestMachine },
  { collection: 'users', machine: userVerificationMachine },
  { collection: 'users', machine: accountStatusMachine },
  { collection: 'strikes', machine: strikeMachine },
  { collection: 'suspensions', machine: suspensionMachine },
  { collection: 'flagged-chats', machine: flaggedChatMachine },
  { collection: 'orders', machine: orderMachine },
  { collection: 'reports', machine: reportMachine },
  ...USER_REQUEST_TYPES.map((type): MachineBinding => ({
    collection: 'user-requests',
    machine: USER_REQUEST_MACHINES[type],
    where: { type },
  })),
  { collection: 'referrals', machine: referralLinkMachine },
  { collection: 'list-imports', machine: listImportMachine },
  { collection: 'error-reports', machine: errorReportMachine },
  { collection: 'support-tickets', machine: supportTicketMachine },
  { collection: 'quickads', machine: quickadMachine },
  { collection: 'media', machine: mediaMachine },
];
