import type { ReactElement } from 'react';
import { PlainTooltip, type TooltipTargetProps } from '../../ui/tooltip/PlainTooltip';

/** In the narrow (icon) form the label lives in a tooltip; in the wide form it is visible, so no tooltip. */
export function NarrowTooltip({ narrow, title, children }: { narrow: boolean; title: string; children: ReactElement<TooltipTargetProps> }) {
  if (!narrow) return children;
  return (
    <PlainTooltip title={title} placement="right">
      {children}
    </PlainTooltip>
  );
}
