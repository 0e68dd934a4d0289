import { useState } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Form, TextInput, maxLength, required, useCreate, useNotify, useTranslate } from 'react-admin';
import { MESSAGES } from '../../domain/messages';
import { AppButton } from '../../shell/buttons/AppButton';
import { describeError, errorCode } from '../common/describeError';
import { useDuplicateWordCheck } from './useDuplicateWordCheck';

/**
 * Add a word or phrase. The duplicate check runs before submitting; should the server still
 * find one (added meanwhile), its 409 lands on the same field with the same message.
 * Only the text is sent: the server sets `normalized`, `addedAt` and `addedByAdminId`.
 */
export function AddWordForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate();
  const isDuplicate = useDuplicateWordCheck();
  const [generation, setGeneration] = useState(0);
  const validate = [required(), maxLength(120), isDuplicate];

  const submit = async (values: Record<string, unknown>) => {
    // Stored as the server stores it: trimmed, inner runs of spaces collapsed.
    const text = String(values.text ?? '')
      .trim()
      .replace(/\s+/g, ' ');
    try {
      await create('restricted-words', { data: { text } }, { returnPromise: true });
    } catch (error) {
      const { key, args } = describeError(error);
      notify(key, { type: 'error', messageArgs: args });
      return errorCode(error) === MESSAGES.duplicateRestrictedWord ? { text: MESSAGES.duplicateRestrictedWord } : undefined;
    }
    notify('app.moderation.threat_library.added', { type: 'success', messageArgs: { word: text } });
    setGeneration((g) => g + 1);
    return undefined;
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {translate('app.moderation.threat_library.add_title')}
        </Typography>
        <Form key={generation} onSubmit={submit} record={{ text: '' }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextInput
              source="text"
              label="resources.restricted-words.fields.text"
              validate={validate}
              helperText="app.moderation.threat_library.add_hint"
              sx={{ flex: 1, m: 0 }}
            />
            <AppButton type="submit" variant="primary" startIcon={<AddOutlined />} sx={{ mt: { sm: 1 }, flexShrink: 0 }}>
              {translate('app.moderation.threat_library.add')}
            </AppButton>
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}
