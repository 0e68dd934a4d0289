import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import { Children, isValidElement, type ReactNode } from 'react';
import { Labeled, useTranslate } from 'react-admin';

/** One labelled value of a detail page; the label is a catalogue key. */
export function DetailItem({ labelKey, children }: { labelKey: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(labelKey)}
      </Typography>
      <Box sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

/**
 * A responsive grid of labelled values (DetailItem, or react-admin's Labeled): `columns` on wide
 * screens, or `auto` for as many 220 px columns as the width allows.
 */
export function DetailGrid({ children, columns = 4 }: { children: ReactNode; columns?: number | 'auto' }) {
  const gridTemplateColumns =
    columns === 'auto'
      ? 'repeat(auto-fill, minmax(min(220px, 100%), 1fr))'
      : { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: `repeat(${columns}, minmax(0, 1fr))` };
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns, alignItems: 'start' }}>{children}</Box>;
}

/** A titled block of a detail page; `level` is the heading's (h2 on a page, h3 inside a tab or card). */
export function Section({
  titleKey,
  children,
  level = 2,
  sx,
}: {
  titleKey: string;
  children: ReactNode;
  level?: 2 | 3;
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={sx}>
      <Typography variant="subtitle1" component={`h${level}`} sx={{ fontWeight: 600, mb: 1 }}>
        {translate(titleKey)}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * A titled group of labelled values: react-admin's Labeled fields (or, with `labelled`, plain
 * fields it labels from their `source`) on a DetailGrid.
 */
export function DetailSection({
  titleKey,
  children,
  level = 2,
  columns = 'auto',
  labelled = false,
}: {
  titleKey: string;
  children: ReactNode;
  level?: 2 | 3;
  columns?: number | 'auto';
  labelled?: boolean;
}) {
  const items = labelled
    ? Children.toArray(children)
        .filter(isValidElement)
        .map((child) => <Labeled key={child.key}>{child}</Labeled>)
    : children;
  return (
    <Section titleKey={titleKey} level={level} sx={{ mb: 3 }}>
      <DetailGrid columns={columns}>{items}</DetailGrid>
    </Section>
  );
}
