import { ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'react-admin';
import type { NavGroup } from '../../domain/navigation';
import { CMS_URL } from '../../providers/config';
import { NavIcon } from './navIcons';
import { NarrowTooltip } from './NarrowTooltip';
import { activateOnSpace, menuItemSx } from './menuItemStyles';

/** CMS is another site: it opens in a new tab, without giving that tab a handle on this one. */
export function CmsMenuLink({ group, narrow }: { group: NavGroup; narrow: boolean }) {
  const translate = useTranslate();
  const label = translate(group.labelKey);
  return (
    <li>
      <NarrowTooltip narrow={narrow} title={label}>
        <ListItemButton
          component="a"
          href={CMS_URL}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={translate('app.shell.opens_in_new_tab', { label })}
          onKeyDown={activateOnSpace}
          sx={menuItemSx(narrow)}
        >
          <ListItemIcon>
            <NavIcon name={group.icon} />
          </ListItemIcon>
          {narrow ? null : (
            <>
              <ListItemText primary={label} slotProps={{ primary: { noWrap: true, fontSize: 14 } }} />
              <OpenInNew sx={{ fontSize: 16 }} aria-hidden />
            </>
          )}
        </ListItemButton>
      </NarrowTooltip>
    </li>
  );
}
