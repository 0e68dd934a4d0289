import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useRecordContext, useTranslate } from 'react-admin';

/** The entry as stored (ids, codes, ISO times), folded away: for tech support, not for reading. */
export function AuditRawEntry() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }} sx={{ mt: 2 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="body2">{translate('app.administration.audit.raw')}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Box component="pre" sx={{ m: 0, fontSize: 13, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {JSON.stringify(record, null, 2)}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
