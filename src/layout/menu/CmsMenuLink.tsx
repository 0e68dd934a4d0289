import OpenInNew from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'react-admin';
import type { NavGroup } from '../../domain/navigation';
import { CMS_URL } from '../../providers/config';
import { NavIcon } from './navIcons';
import { NarrowTooltip } from './NarrowTooltip';
import { activateOnSpace, menuItemClass } from './menuItemStyles';

/** CMS is another site: it opens in a new tab, without giving that tab a handle on this one. */
export function CmsMenuLink({ group, narrow }: { group: NavGroup; narrow: boolean }) {
  const translate = useTranslate();
  const label = translate(group.labelKey);
  return (
    <li>
      <NarrowTooltip narrow={narrow} title={label}>
        <a
          href={CMS_URL}
          target="_blank"
          rel="noopener noreferrer"
          className={menuItemClass({ narrow })}
          aria-label={translate('app.shell.opens_in_new_tab', { label })}
          onKeyDown={activateOnSpace}
        >
          <span className="app-nav-icon">
            <NavIcon name={group.icon} />
          </span>
          {narrow ? null : (
            <>
              <span className="app-nav-label">{label}</span>
              <OpenInNew sx={{ fontSize: 16 }} aria-hidden />
            </>
          )}
        </a>
      </NarrowTooltip>
    </li>
  );
}
