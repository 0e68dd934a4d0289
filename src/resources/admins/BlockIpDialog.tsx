import { useState } from 'react';
import {
  Alert,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate, type Identifier } from 'react-admin';
import { AppButton } from '../../shell/buttons/AppButton';
import { useCommand } from '../common/useCommand';
import type { AdminSession } from './useAdminSessions';

interface Props {
  adminId: Identifier;
  name: string;
  sessions: readonly AdminSession[];
  initialIp: string;
  onClose: () => void;
}

/**
 * Block IP, confirmed in its own dialog: the address (prefilled from the admin's sessions), what
 * blocking means, and a warning when it is the address this browser uses. The dialog may open
 * before the sessions have arrived: the address follows the prefill until the admin types or
 * picks one.
 */
export function BlockIpDialog({ adminId, name, sessions, initialIp, onClose }: Props) {
  const translate = useTranslate();
  const [chosenIp, setIp] = useState<string | null>(null);
  const ip = chosenIp ?? initialIp;
  const command = useCommand(
    'admins',
    'block_ip',
    { id: adminId },
    { doneKey: 'app.administration.admins.done.block_ip', messageArgs: { name } },
  );
  const knownIps = [...new Set(sessions.map((s) => s.ip))];
  const ownIp = sessions.some((s) => s.current && s.ip === ip.trim());
  const block = async () => {
    if (await command.run({ ip: ip.trim() })) onClose();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="block-ip-title">
      <DialogTitle id="block-ip-title">{translate('app.administration.admins.confirm.block_ip_title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{translate('app.administration.admins.confirm.block_ip_content')}</DialogContentText>
          <TextField
            autoFocus
            label={translate('app.administration.admins.ip_address')}
            value={ip}
            onChange={(e) => setIp(e.target.value)}
            inputProps={{ maxLength: 45, spellCheck: false }}
            helperText={translate('app.administration.admins.ip_hint')}
          />
          {knownIps.length ? (
            <Stack direction="row" spacing={1} flexWrap="wrap" alignItems="center" useFlexGap>
              <Typography variant="body2" color="text.secondary" id="known-ips-label">
                {translate('app.administration.admins.known_ips', { name })}
              </Typography>
              {knownIps.map((known) => (
                <Chip
                  key={known}
                  label={known}
                  onClick={() => setIp(known)}
                  color={known === ip.trim() ? 'primary' : 'default'}
                  aria-describedby="known-ips-label"
                />
              ))}
            </Stack>
          ) : null}
          {ownIp ? <Alert severity="warning">{translate('app.administration.admins.own_ip_warning')}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <AppButton variant="cancel" onClick={onClose}>
          {translate('app.common.cancel')}
        </AppButton>
        <AppButton variant="error" onClick={block} disabled={!ip.trim() || ownIp || command.isPending}>
          {translate('app.administration.admins.actions.block_ip')}
        </AppButton>
      </DialogActions>
    </Dialog>
  );
}
