import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PublishIcon from '@mui/icons-material/Publish';
import StopCircleIcon from '@mui/icons-material/StopCircleOutlined';
import { Stack } from '@mui/material';
import { EditButton, Link, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { Quickad } from '../../domain/entities/quickads';
import { useAdminPermissions } from '../../shell/permissions/useAdminPermissions';
import { CommandButton } from '../common/CommandButton';
import { RemoveQuickadButton } from './RemoveQuickadButton';
import { EDITABLE_STATUSES } from './quickadChoices';

/** Back to the list the ad belongs to; edit, publish and close the platform's ads; remove users' ads. */
export function QuickadShowActions() {
  const ad = useRecordContext<Quickad>();
  const translate = useTranslate();
  const { can } = useAdminPermissions();
  if (!ad) return <TopToolbar />;
  const mine = ad.owner === 'platform';
  return (
    <TopToolbar sx={{ justifyContent: 'space-between', width: '100%' }}>
      <Link to={mine ? '/my-quickads' : '/user-quickads'} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <ArrowBackIcon fontSize="small" aria-hidden />
        {translate(mine ? 'app.content.quickads.back_mine' : 'app.content.quickads.back_users')}
      </Link>
      <Stack direction="row" spacing={1}>
        {mine && can('quickads.manage') && EDITABLE_STATUSES.includes(ad.status) ? <EditButton /> : null}
        <CommandButton
          resource="quickads"
          action="publish"
          messages="app.content.quickads.commands.publish"
          variant="primary"
          startIcon={<PublishIcon />}
          size="medium"
          hideWhenUnavailable
        />
        <CommandButton
          resource="quickads"
          action="close"
          messages="app.content.quickads.commands.close"
          messageArgs={{ title: ad.title }}
          variant="outlineDark"
          startIcon={<StopCircleIcon />}
          size="medium"
          hideWhenUnavailable
        />
        <RemoveQuickadButton size="medium" />
      </Stack>
    </TopToolbar>
  );
}
