import { useState } from 'react';
import {
  Alert,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
} from '@mui/material';
import { Confirm, DateField, ReferenceField, TextField, useTranslate } from 'react-admin';
import { AppButton } from '../../shell/buttons/AppButton';
import { useCommand } from '../common/useCommand';
import { useBlockedIps, type BlockedIp } from './useBlockedIps';

/** Every blocked address, who blocked it and when, each with Unblock (confirmed). */
export function BlockedIpsDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const { data, isPending, isError } = useBlockedIps(true);
  const [unblocking, setUnblocking] = useState<string | null>(null);
  const command = useCommand('admins', 'unblock_ip', null, { doneKey: 'app.administration.admins.done.unblock_ip' });
  const unblock = () => void command.run({ ip: unblocking }, { onSettled: () => setUnblocking(null) });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="blocked-ips-title">
      <DialogTitle id="blocked-ips-title">{translate('app.administration.admins.blocked.title')}</DialogTitle>
      <DialogContent>
        {isPending ? (
          <Stack alignItems="center" sx={{ py: 3 }}>
            <CircularProgress size={28} aria-label={translate('app.administration.admins.blocked.loading')} />
          </Stack>
        ) : isError ? (
          <Alert severity="error">{translate('app.administration.admins.blocked.error')}</Alert>
        ) : data.length ? (
          <List dense aria-labelledby="blocked-ips-title">
            {data.map((b) => (
              <BlockedIpRow key={b.ip} entry={b} onUnblock={() => setUnblocking(b.ip)} />
            ))}
          </List>
        ) : (
          <Alert severity="info">{translate('app.administration.admins.blocked.none')}</Alert>
        )}
      </DialogContent>
      <DialogActions>
        <AppButton variant="cancel" onClick={onClose}>
          {translate('app.common.close')}
        </AppButton>
      </DialogActions>
      <Confirm
        isOpen={unblocking !== null}
        loading={command.isPending}
        title="app.administration.admins.confirm.unblock_ip_title"
        content="app.administration.admins.confirm.unblock_ip_content"
        translateOptions={{ ip: unblocking ?? '' }}
        confirm="app.administration.admins.actions.unblock_ip"
        cancel="app.common.cancel"
        onConfirm={unblock}
        onClose={() => setUnblocking(null)}
      />
    </Dialog>
  );
}

function BlockedIpRow({ entry, onUnblock }: { entry: BlockedIp; onUnblock: () => void }) {
  const translate = useTranslate();
  return (
    <ListItem divider disableGutters sx={{ gap: 2, alignItems: 'center' }}>
      <ListItemText
        sx={{ minWidth: 0 }}
        primary={entry.ip}
        primaryTypographyProps={{ sx: { fontFamily: 'monospace' } }}
        secondary={
          <Stack component="span" direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
            <DateField record={entry} source="blockedAt" showTime component="span" />
            {entry.byAdminId !== null ? (
              <>
                <span>·</span>
                <ReferenceField record={entry} source="byAdminId" reference="admins" link={false}>
                  <TextField source="email" component="span" sx={{ overflowWrap: 'anywhere' }} />
                </ReferenceField>
              </>
            ) : null}
          </Stack>
        }
      />
      <AppButton
        variant="outlineBlue"
        size="small"
        onClick={onUnblock}
        aria-label={translate('app.administration.admins.blocked.unblock_of', { ip: entry.ip })}
        sx={{ flexShrink: 0 }}
      >
        {translate('app.administration.admins.actions.unblock_ip')}
      </AppButton>
    </ListItem>
  );
}
