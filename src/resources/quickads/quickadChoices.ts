import { quickadMachine } from '../../domain/machines/quickad';
import { SOCIAL_PLATFORMS } from '../../domain/vocabulary/quickads';
import { APPLICANT_STATUSES } from '../../domain/vocabulary/quickadApplicants';
import { enumChoices } from '../common/enumChoices';

export const quickadStatusChoices = enumChoices('quickadStatus', quickadMachine.states);
export const platformChoices = enumChoices('platform', SOCIAL_PLATFORMS);
export const applicantStatusChoices = enumChoices('applicantStatus', APPLICANT_STATUSES);

/** Statuses in which the platform may still edit its own ad (the server refuses the others). */
export const EDITABLE_STATUSES: readonly string[] = ['draft', 'published'];
