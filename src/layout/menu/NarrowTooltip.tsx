import { Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { TOOLTIP_ENTER_DELAY_MS } from '../../domain/constants';

/** In the narrow (icon) form the label lives in a tooltip; in the wide form it is visible, so no tooltip. */
export function NarrowTooltip({ narrow, title, children }: { narrow: boolean; title: string; children: ReactElement }) {
  if (!narrow) return children;
  return (
    <Tooltip title={title} placement="right" enterDelay={TOOLTIP_ENTER_DELAY_MS} enterNextDelay={TOOLTIP_ENTER_DELAY_MS}>
      {children}
    </Tooltip>
  );
}
