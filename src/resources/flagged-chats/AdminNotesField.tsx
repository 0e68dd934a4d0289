import { TEXT_LIMITS } from '../../domain/textLimits';
import { Stack, TextField } from '@mui/material';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import type { FlaggedChat } from '../../domain/entities/flaggedChats';
import { AppButton } from '../../shell/buttons/AppButton';
import { useAdminPermissions } from '../../shell/permissions/useAdminPermissions';
import { describeError } from '../common/describeError';

interface Props {
  record: FlaggedChat;
  /** The notes being typed; null while they are the saved ones. */
  draft: string | null;
  onDraft: (value: string | null) => void;
  /** Another moderator holds the chat: the notes are read-only here. */
  locked: boolean;
}

/**
 * The admin notes, editable by moderators. Saved on their own (a plain update with the record's
 * version, so another moderator's newer save is not overwritten) or together with Mark as reviewed.
 */
export function AdminNotesField({ record, draft, onDraft, locked }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { can } = useAdminPermissions();
  const [update, { isPending }] = useUpdate<FlaggedChat>();
  const editable = can('moderation.act') && !locked;
  const value = draft ?? record.adminNotes;
  const dirty = draft !== null && draft !== record.adminNotes;
  const save = () =>
    update(
      'flagged-chats',
      { id: record.id, data: { ...record, adminNotes: value }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.moderation.flagged_chats.notes_saved', { type: 'success' });
          onDraft(null);
        },
        onError: (error) => {
          const { key, args } = describeError(error);
          notify(key, { type: 'error', messageArgs: args });
          refresh();
        },
      },
    );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        label={translate('resources.flagged-chats.fields.adminNotes')}
        value={value}
        onChange={(e) => onDraft(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        disabled={!editable}
        helperText={translate(editable ? 'app.moderation.flagged_chats.notes_hint' : 'app.moderation.flagged_chats.notes_locked')}
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.paragraph } }}
      />
      {editable ? (
        <AppButton
          variant="outlineBlue"
          startIcon={<SaveOutlined />}
          disabled={!dirty || isPending}
          onClick={save}
          sx={{ flexShrink: 0, mt: { sm: 1 } }}
        >
          {translate('app.moderation.flagged_chats.save_notes')}
        </AppButton>
      ) : null}
    </Stack>
  );
}
