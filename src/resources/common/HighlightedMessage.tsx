import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useMemo } from 'react';
import { highlightRestrictedWords } from '../../domain/restrictedWords';

interface Props {
  text: string;
  /** Restricted words (normalized) to mark where they occur. */
  words: readonly string[];
  /** Lines shown before the text is cut with an ellipsis (lists); the whole text otherwise. */
  lines?: number;
  variant?: 'body1' | 'body2';
}

/** A message with its restricted words marked, by the same matcher that flagged it. */
export function HighlightedMessage({ text, words, lines, variant = 'body2' }: Props) {
  const segments = useMemo(() => highlightRestrictedWords(text, words), [text, words]);
  return (
    <Typography
      variant={variant}
      component="p"
      sx={{
        whiteSpace: lines ? 'normal' : 'pre-wrap',
        overflowWrap: 'anywhere',
        ...(lines ? { display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' } : {}),
      }}
    >
      {segments.map((s, i) =>
        s.word ? (
          <Box
            key={i}
            component="mark"
            data-word={s.word}
            sx={(theme) => ({
              px: 0.25,
              borderRadius: 0.5,
              fontWeight: 600,
              color: 'text.primary',
              backgroundColor: alpha(theme.palette.warning.main, theme.palette.mode === 'dark' ? 0.35 : 0.28),
            })}
          >
            {s.text}
          </Box>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </Typography>
  );
}
