import { useState } from 'react';
import { Box, Skeleton } from '@mui/material';
import { RecordContextProvider, useListContext } from 'react-admin';
import type { Media } from '../../domain/entities/media';
import { EmptyState } from '../common/EmptyState';
import { MediaTile } from './MediaTile';
import { MediaViewerDialog } from './MediaViewerDialog';

const GRID = { display: 'grid', gap: 2, p: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' } as const;

/** The page of media as a grid of thumbnails; a click opens the viewer on that item. */
export function MediaGrid() {
  const { data, isPending } = useListContext<Media>();
  const [open, setOpen] = useState<number | null>(null);
  if (isPending) {
    return (
      <Box sx={GRID} aria-busy>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={220} />
        ))}
      </Box>
    );
  }
  if (!data?.length) return <EmptyState messageKey="app.content.media.empty" />;
  return (
    <>
      <Box component="ul" sx={{ ...GRID, listStyle: 'none', m: 0 }}>
        {data.map((item, index) => (
          <li key={item.id}>
            <RecordContextProvider value={item}>
              <MediaTile onOpen={() => setOpen(index)} />
            </RecordContextProvider>
          </li>
        ))}
      </Box>
      <MediaViewerDialog items={data} index={open !== null && open < data.length ? open : null} onIndexChange={setOpen} />
    </>
  );
}
