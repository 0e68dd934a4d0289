import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** Headline figures in as many columns as fit (at least 200 px each). */
export const FigureGrid = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', mb: 2 }}>{children}</Box>
);
