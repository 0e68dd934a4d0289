import { quickadMachine } from '../../domain/machines/quickad';
import { SOCIAL_PLATFORMS } from '../../domain/entities/quickads';
import { APPLICANT_STATUSES } from '../../domain/entities/quickadApplicants';
import type { StatusTone } from './shared/StatusChipField';

export const QUICKAD_STATUS_LABEL = 'app.content.quickad_status.';
export const QUICKAD_STATUS_TONES: Record<string, StatusTone> = { draft: 'default', published: 'success', closed: 'info', removed: 'error' };
export const quickadStatusChoices = quickadMachine.states.map((s) => ({ id: s, name: `${QUICKAD_STATUS_LABEL}${s}` }));

export const PLATFORM_LABEL = 'app.content.platforms.';
export const platformChoices = SOCIAL_PLATFORMS.map((p) => ({ id: p, name: `${PLATFORM_LABEL}${p}` }));

export const APPLICANT_STATUS_LABEL = 'app.content.applicant_status.';
export const APPLICANT_STATUS_TONES: Record<string, StatusTone> = { applied: 'warning', accepted: 'success', rejected: 'default' };
export const applicantStatusChoices = APPLICANT_STATUSES.map((s) => ({ id: s, name: `${APPLICANT_STATUS_LABEL}${s}` }));

/** Statuses in which the platform may still edit its own ad (the server refuses the others). */
export const EDITABLE_STATUSES: readonly string[] = ['draft', 'published'];
