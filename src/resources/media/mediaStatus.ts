import { mediaMachine } from '../../domain/machines/media';
import { MEDIA_KINDS } from '../../domain/vocabulary/media';
import { enumChoices } from '../common/enumChoices';

export const mediaStatusChoices = enumChoices('mediaStatus', mediaMachine.states);
export const mediaKindChoices = MEDIA_KINDS.map((k) => ({ id: k, name: `app.content.media_kind.${k}` }));
