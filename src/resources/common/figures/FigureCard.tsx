import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocaleFormat } from '../../../providers/useLocaleFormat';
import { formatMoney } from '../../../domain/money';
import { FigureDefinition } from './FigureDefinition';

interface Props {
  label: string;
  /** Catalogue key of one line saying how the figure is computed. */
  hint?: string;
  /** Catalogue key of the figure's definition: what it counts and how it differs from its neighbours. */
  definition?: string;
  amount: number | undefined;
  /** Counts are shown as whole numbers, amounts as money. */
  kind?: 'money' | 'count';
  testId?: string;
}

/**
 * One headline figure (an amount or a count) with its label and how it is computed; its
 * definition in a tooltip on an info button beside the label (FigureDefinition).
 */
export function FigureCard({ label, hint, definition, amount, kind = 'money', testId }: Props) {
  const translate = useTranslate();
  const format = useLocaleFormat();
  return (
    // The card is a size container: the figure's type shrinks with the card's width, so eleven
    // digits fit a 200 px column instead of running out of it.
    <Card variant="outlined" component="section" aria-label={translate(label)} sx={{ height: '100%', containerType: 'inline-size' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Typography variant="body2" color="text.secondary" component="h2">
            {translate(label)}
          </Typography>
          {definition ? (
            <FigureDefinition label={translate('app.money.figure_help', { figure: translate(label) })} text={translate(definition)} />
          ) : null}
        </Box>
        <Typography
          variant="h5"
          component="p"
          data-testid={testId}
          sx={{
            fontWeight: 700,
            fontVariantNumeric: 'tabular-nums',
            my: 0.5,
            fontSize: 'clamp(1rem, 10cqi, 1.5rem)',
            overflowWrap: 'anywhere',
          }}
        >
          {amount === undefined ? <Skeleton width="70%" /> : kind === 'money' ? formatMoney(amount) : format.number(amount)}
        </Typography>
        {hint ? (
          <Typography variant="caption" color="text.secondary">
            {translate(hint)}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
