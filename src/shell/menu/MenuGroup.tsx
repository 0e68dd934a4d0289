import { Link } from 'react-router-dom';
import { usePublicTranslate } from '../../publicPages/translateContext';
import { PlainSvgIcon } from '../../ui/icons/PlainSvgIcon';
import type { NavGroup } from '../../domain/navigation';
import { preloadRoute } from '../../routes/preloadRoutes';
import { NavIcon } from './navIcons';
import { NarrowTooltip } from './NarrowTooltip';
import { MenuEntryLink } from './MenuEntryLink';
import { activateOnSpace, menuItemClass } from './menuItemStyles';
import { isCurrentEntry } from './navPaths';

interface MenuGroupProps {
  /** Only the entries this admin may use. */
  group: NavGroup;
  expanded: boolean;
  onToggle: () => void;
  narrow: boolean;
  pathname: string;
  onNavigate: () => void;
}

/**
 * A sidebar group. Wide: a disclosure button over its entries. Narrow: there is no room for
 * the entries, so the icon is a link to the group's first entry the admin may use.
 */
export function MenuGroup({ group, expanded, onToggle, narrow, pathname, onNavigate }: MenuGroupProps) {
  const translate = usePublicTranslate();
  const label = translate(group.labelKey);
  const holdsCurrent = group.entries.some((e) => isCurrentEntry(pathname, e));
  const listId = `nav-group-${group.id}`;

  if (narrow) {
    return (
      <li>
        <NarrowTooltip narrow title={label}>
          <Link
            to={group.entries[0].path}
            className={menuItemClass({ narrow: true, holdsCurrent })}
            aria-label={label}
            onClick={onNavigate}
            onKeyDown={activateOnSpace}
            onMouseEnter={() => preloadRoute(group.entries[0].path)}
            onFocus={() => preloadRoute(group.entries[0].path)}
          >
            <span className="app-nav-icon">
              <NavIcon name={group.icon} />
            </span>
          </Link>
        </NarrowTooltip>
      </li>
    );
  }

  return (
    <li>
      <button
        type="button"
        className={menuItemClass({ narrow: false, holdsCurrent })}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => {
          // Opening a group says one of its pages comes next: fetch their code meanwhile.
          if (!expanded) group.entries.forEach((e) => preloadRoute(e.path));
          onToggle();
        }}
      >
        <span className="app-nav-icon">
          <NavIcon name={group.icon} />
        </span>
        <span className="app-nav-label">{label}</span>
        <PlainSvgIcon
          name="ExpandMore"
          fontSize="small"
          className={expanded ? 'app-nav-chevron app-nav-chevron--open' : 'app-nav-chevron'}
        />
      </button>
      {expanded ? (
        <ul id={listId} className="app-nav-list" aria-label={label}>
          {group.entries.map((entry) => (
            <MenuEntryLink
              key={entry.path}
              entry={entry}
              current={isCurrentEntry(pathname, entry)}
              narrow={false}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
