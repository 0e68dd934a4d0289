import { fullName } from '../../domain/people';
import { useState } from 'react';
import GppBadOutlined from '@mui/icons-material/GppBadOutlined';
import { Alert, Chip, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { DateField, LinearProgress, useRecordContext, useTranslate } from 'react-admin';
import { BlockIpDialog } from './BlockIpDialog';
import { SessionDeviceText } from './SessionDeviceText';
import { useAdminSessions } from './useAdminSessions';

/** The admin's active sessions: when they signed in, from where and on what; each address can be blocked. */
export function AdminSessions() {
  const record = useRecordContext<{ id: number; firstName: string; lastName: string; status: string }>();
  const translate = useTranslate();
  const { data: sessions, isPending, error } = useAdminSessions(record?.id);
  const [blocking, setBlocking] = useState<string | null>(null);
  if (!record) return null;
  if (isPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  if (error) return <Alert severity="error">{translate('app.administration.admins.sessions.error')}</Alert>;
  if (!sessions.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.administration.admins.sessions.none')}
      </Typography>
    );
  }
  const name = fullName(record);
  return (
    <>
      <Table size="small" aria-label={translate('app.administration.admins.sessions.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.administration.admins.sessions.signed_in')}</TableCell>
            <TableCell>{translate('app.administration.admins.sessions.last_seen')}</TableCell>
            <TableCell>{translate('app.administration.admins.ip_address')}</TableCell>
            <TableCell>{translate('app.administration.admins.sessions.device_header')}</TableCell>
            <TableCell align="right">{translate('app.administration.admins.sessions.block')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sessions.map((s) => (
            <TableRow key={s.id}>
              <TableCell>
                <DateField record={s} source="createdAt" showTime />
                {s.current ? (
                  <Chip
                    size="small"
                    color="primary"
                    variant="outlined"
                    sx={{ ml: 1 }}
                    label={translate('app.administration.admins.sessions.this_browser')}
                  />
                ) : null}
              </TableCell>
              <TableCell>
                <DateField record={s} source="lastSeenAt" showTime />
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{s.ip}</TableCell>
              <TableCell>
                <SessionDeviceText userAgent={s.userAgent} />
              </TableCell>
              <TableCell align="right">
                <Tooltip title={translate('app.administration.admins.sessions.block_ip_of', { ip: s.ip })}>
                  <IconButton
                    aria-label={translate('app.administration.admins.sessions.block_ip_of', { ip: s.ip })}
                    onClick={() => setBlocking(s.ip)}
                    color="error"
                    size="small"
                  >
                    <GppBadOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {blocking !== null ? (
        <BlockIpDialog adminId={record.id} name={name} sessions={sessions} initialIp={blocking} onClose={() => setBlocking(null)} />
      ) : null}
    </>
  );
}
