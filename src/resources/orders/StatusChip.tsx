import { Chip, type ChipProps } from '@mui/material';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';

export type Tone = NonNullable<ChipProps['color']>;

/**
 * A status value as a small coloured chip: the text is `${prefix}.${value}` from the catalogue,
 * the colour says whether the state is open, done well, or ended badly.
 */
export function StatusChip({ prefix, tones, ...props }: FieldProps & { prefix: string; tones: Record<string, Tone> }) {
  const value = useFieldValue(props);
  const translate = useTranslate();
  if (typeof value !== 'string') return null;
  return <Chip size="small" variant="outlined" color={tones[value] ?? 'default'} label={translate(`${prefix}.${value}`)} />;
}
