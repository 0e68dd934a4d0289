import { Box, Stack } from '@mui/material';
import { useAdminPermissions } from '../../shell/permissions/useAdminPermissions';
import { AddWordForm } from './AddWordForm';
import { RestrictedWordList } from './RestrictedWordList';
import { TestPhraseBox } from './TestPhraseBox';

/** /threat-library: the restricted words, with Add (for those who manage it) and Test a phrase beside them. */
export function ThreatLibraryPage() {
  const { can } = useAdminPermissions();
  return (
    <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(320px, 2fr)' } }}>
      <Box sx={{ minWidth: 0 }}>
        <RestrictedWordList />
      </Box>
      <Stack spacing={2} sx={{ mt: { lg: 8 } }}>
        {can('threatLibrary.manage') ? <AddWordForm /> : null}
        <TestPhraseBox />
      </Stack>
    </Box>
  );
}
