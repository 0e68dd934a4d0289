import { Link } from 'react-router-dom';
import { usePublicTranslate } from '../../publicPages/translateContext';
import type { NavEntry } from '../../domain/navigation';
import { preloadRoute } from '../../routes/preloadRoutes';
import { NavIcon } from './navIcons';
import { NarrowTooltip } from './NarrowTooltip';
import { activateOnSpace, menuItemClass } from './menuItemStyles';

interface MenuEntryLinkProps {
  entry: NavEntry;
  /** Single entries show an icon; entries inside a group are indented text. */
  icon?: string;
  current: boolean;
  narrow: boolean;
  onNavigate: () => void;
}

/** One route of the sidebar; the current one is marked for assistive technology with aria-current. */
export function MenuEntryLink({ entry, icon, current, narrow, onNavigate }: MenuEntryLinkProps) {
  const translate = usePublicTranslate();
  const label = translate(entry.labelKey);
  return (
    <li>
      <NarrowTooltip narrow={narrow} title={label}>
        <Link
          to={entry.path}
          className={menuItemClass({ narrow, nested: !icon })}
          aria-current={current ? 'page' : undefined}
          aria-label={narrow ? label : undefined}
          onClick={onNavigate}
          onKeyDown={activateOnSpace}
          // Pointer or focus on an entry: its page's code starts loading before the click.
          onMouseEnter={() => preloadRoute(entry.path)}
          onFocus={() => preloadRoute(entry.path)}
        >
          {icon ? (
            <span className="app-nav-icon">
              <NavIcon name={icon} />
            </span>
          ) : null}
          {narrow ? null : <span className="app-nav-label">{label}</span>}
        </Link>
      </NarrowTooltip>
    </li>
  );
}
