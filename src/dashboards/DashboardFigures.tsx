import type { StatisticsFigures } from '../domain/statistics';
import { FigureCard } from '../resources/common/figures/FigureCard';
import { FigureGrid } from '../resources/common/figures/FigureGrid';

const FIGURES: { key: keyof StatisticsFigures; kind?: 'count' }[] = [
  { key: 'revenue' },
  { key: 'paidToInfluencers' },
  { key: 'refunds' },
  { key: 'grossRevenue' },
  { key: 'commissionEarned' },
  { key: 'escrowHeld' },
  { key: 'orderCount', kind: 'count' },
];

/** The headline figures of the range, each with one line saying how it is computed and its definition in a tooltip. */
export const DashboardFigures = ({ figures }: { figures: StatisticsFigures | undefined }) => (
  <FigureGrid>
    {FIGURES.map(({ key, kind }) => (
      <FigureCard
        key={key}
        label={`app.money.dashboard.figures.${key}`}
        hint={`app.money.dashboard.figures.${key}_hint`}
        definition={`app.money.dashboard.figures.${key}_definition`}
        amount={figures?.[key]}
        kind={kind}
        testId={`figure-${key}`}
      />
    ))}
  </FigureGrid>
);
