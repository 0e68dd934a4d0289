import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import type { HelpItem } from '../domain/entities/helpItems';

/** One article: its title (or question) opens its content (or answer); a tutorial plays its own video. */
export function HelpArticle({ item }: { item: HelpItem }) {
  const translate = useTranslate();
  const summaryId = `help-item-${item.id}`;
  return (
    <Accordion
      disableGutters
      variant="outlined"
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ '&:before': { display: 'none' }, borderRadius: 2, mb: 1 }}
    >
      <AccordionSummary expandIcon={<ExpandMore />} id={summaryId}>
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{item.title}</Typography>
          {item.description ? (
            <Typography variant="body2" color="text.secondary">
              {item.description}
            </Typography>
          ) : null}
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        {item.videoUrl ? (
          // The file is served by our own server, so tutorials play offline too.
          <Box
            component="video"
            controls
            preload="metadata"
            src={item.videoUrl}
            aria-label={translate('app.help.video_label', { title: item.title })}
            sx={{ width: '100%', borderRadius: 1, mb: 1, bgcolor: 'common.black' }}
          />
        ) : null}
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {item.content}
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}
