import { usePublicTranslate } from '../../publicPages/translateContext';
import { PlainSvgIcon } from '../../ui/icons/PlainSvgIcon';
import type { NavGroup } from '../../domain/navigation';
import { CMS_URL } from '../../providers/config';
import { NavIcon } from './navIcons';
import { NarrowTooltip } from './NarrowTooltip';
import { activateOnSpace, menuItemClass } from './menuItemStyles';

/** CMS is another site: it opens in a new tab, without giving that tab a handle on this one. */
export function CmsMenuLink({ group, narrow }: { group: NavGroup; narrow: boolean }) {
  const translate = usePublicTranslate();
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
              <PlainSvgIcon name="OpenInNew" style={{ fontSize: 16 }} />
            </>
          )}
        </a>
      </NarrowTooltip>
    </li>
  );
}
