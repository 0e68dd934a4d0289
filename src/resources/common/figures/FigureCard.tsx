import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Box, Card, CardContent, IconButton, Skeleton, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocaleFormat } from '../../../providers/useLocaleFormat';
import { formatMoney } from '../../../domain/money';

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
 * definition in a tooltip on an info button (reached with Tab, shown on focus and hover, and read
 * by screen readers as the button's description).
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
            <Tooltip title={translate(definition)} describeChild enterTouchDelay={0}>
              <IconButton size="small" aria-label={translate('app.money.figure_help', { figure: translate(label) })} sx={{ p: 0.25 }}>
                <InfoOutlined fontSize="inherit" />
              </IconButton>
            </Tooltip>
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
