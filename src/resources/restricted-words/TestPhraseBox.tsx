import { useState } from 'react';
import { Box, Card, CardContent, Chip, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { HighlightedMessage } from '../common/HighlightedMessage';
import { useMatchPhrase } from './useMatchPhrase';

/**
 * Test a phrase: which entries would flag this message? The server answers with its matcher;
 * the phrase is highlighted here by the same function (src/domain/restrictedWords.ts).
 */
export function TestPhraseBox() {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const { matches, isFetching } = useMatchPhrase(text);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {translate('app.moderation.threat_library.test_title')}
        </Typography>
        <TextField
          label={translate('app.moderation.threat_library.test_label')}
          placeholder={translate('app.moderation.threat_library.test_placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Box sx={{ height: 4, mt: 0.5 }}>{isFetching ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}</Box>
        <Box role="status" aria-live="polite" sx={{ mt: 1 }}>
          {matches === null ? (
            <Typography variant="body2" color="text.secondary">
              {translate('app.moderation.threat_library.test_hint')}
            </Typography>
          ) : matches.length === 0 ? (
            <Typography variant="body2" color="success.main">
              {translate('app.moderation.threat_library.test_none')}
            </Typography>
          ) : (
            <Stack spacing={1}>
              <Typography variant="body2">
                {translate('app.moderation.threat_library.test_found', { smart_count: matches.length })}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} data-testid="phrase-matches">
                {matches.map((m) => (
                  <Chip key={m.id} size="small" color="warning" label={m.text} />
                ))}
              </Stack>
              <HighlightedMessage text={text} words={matches.map((m) => m.normalized)} />
            </Stack>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
