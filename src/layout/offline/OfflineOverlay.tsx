import { Box, Modal } from '@mui/material';
import { useNetworkStatus } from '../../public/useNetworkStatus';
import { OfflineScreen } from '../../public/OfflineScreen';

/**
 * Covers the whole app while the network is lost. It is an overlay, not a route: the page
 * underneath (unsaved form input included) stays mounted and is there again when it lifts.
 */
export function OfflineOverlay() {
  const { offline, checking, retry } = useNetworkStatus();
  return (
    <Modal
      open={offline}
      disableEscapeKeyDown
      hideBackdrop
      // Above dialogs, menus, toasts and tooltips: nothing underneath can be used while offline.
      sx={(theme) => ({ zIndex: theme.zIndex.tooltip + 1 })}
    >
      <Box role="alertdialog" aria-modal="true" aria-labelledby="offline-title" aria-describedby="offline-text" tabIndex={-1} sx={{ position: 'fixed', inset: 0, overflowY: 'auto', outline: 'none' }} data-testid="offline-overlay">
        <OfflineScreen onRetry={retry} checking={checking} />
      </Box>
    </Modal>
  );
}
