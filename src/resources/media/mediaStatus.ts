import { mediaMachine } from '../../domain/machines/media';
import { MEDIA_KINDS } from '../../domain/entities/media';
import type { StatusTone } from '../quickads/shared/StatusChipField';

export const MEDIA_STATUS_LABEL = 'app.content.media_status.';
export const MEDIA_STATUS_TONES: Record<string, StatusTone> = { visible: 'success', removed: 'error' };

export const mediaStatusChoices = mediaMachine.states.map((s) => ({ id: s, name: `${MEDIA_STATUS_LABEL}${s}` }));
export const mediaKindChoices = MEDIA_KINDS.map((k) => ({ id: k, name: `app.content.media_kind.${k}` }));
