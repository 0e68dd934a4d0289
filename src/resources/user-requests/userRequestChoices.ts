import { NAME_TYPES } from '../../domain/vocabulary/userRequests';
import { USER_REQUEST_MACHINES, USER_REQUEST_STATUSES, USER_REQUEST_TYPES } from '../../domain/machines';
import { enumChoices } from '../common/enumChoices';

/** The four tabs of /user-requests, one per request type. */
export const USER_REQUEST_TABS = USER_REQUEST_TYPES.map((type) => ({ value: type, labelKey: `app.moderation.user_requests.tabs.${type}` }));

export const statusChoices = enumChoices('userRequestStatus', USER_REQUEST_STATUSES);

/** Only the statuses the type's machine has (a data request is never "declined"). */
export function statusChoicesFor(type: string | undefined) {
  const machine = USER_REQUEST_MACHINES[type as keyof typeof USER_REQUEST_MACHINES];
  return machine ? enumChoices('userRequestStatus', machine.states) : statusChoices;
}

export const nameTypeChoices = enumChoices('nameType', NAME_TYPES);
export const lostContactChoices = enumChoices('lostContact', ['phone', 'email']);
