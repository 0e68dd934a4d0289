import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { NavGroup } from '../../domain/navigation';
import { preloadRoute } from '../../routes/preloadRoutes';
import { NavIcon } from './navIcons';
import { NarrowTooltip } from './NarrowTooltip';
import { MenuEntryLink } from './MenuEntryLink';
import { activateOnSpace, menuItemSx } from './menuItemStyles';
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
  const translate = useTranslate();
  const label = translate(group.labelKey);
  const holdsCurrent = group.entries.some((e) => isCurrentEntry(pathname, e));
  const listId = `nav-group-${group.id}`;

  if (narrow) {
    return (
      <li>
        <NarrowTooltip narrow title={label}>
          <ListItemButton
            component={Link}
            to={group.entries[0].path}
            selected={holdsCurrent}
            aria-label={label}
            onClick={onNavigate}
            onKeyDown={activateOnSpace}
            onMouseEnter={() => preloadRoute(group.entries[0].path)}
            onFocus={() => preloadRoute(group.entries[0].path)}
            sx={menuItemSx(true)}
          >
            <ListItemIcon>
              <NavIcon name={group.icon} />
            </ListItemIcon>
          </ListItemButton>
        </NarrowTooltip>
      </li>
    );
  }

  return (
    <li>
      <ListItemButton
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => {
          // Opening a group says one of its pages comes next: fetch their code meanwhile.
          if (!expanded) group.entries.forEach((e) => preloadRoute(e.path));
          onToggle();
        }}
        sx={[menuItemSx(false), holdsCurrent && { color: 'text.primary', fontWeight: 600 }]}>
        <ListItemIcon>
          <NavIcon name={group.icon} />
        </ListItemIcon>
        <ListItemText primary={label} slotProps={{ primary: { noWrap: true, fontSize: 14, fontWeight: 'inherit' } }} />
        <ExpandMore fontSize="small" aria-hidden sx={{ transition: 'transform 150ms', transform: expanded ? 'rotate(180deg)' : 'none' }} />
      </ListItemButton>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding aria-label={label}>
          {group.entries.map((entry) => (
            <MenuEntryLink key={entry.path} entry={entry} current={isCurrentEntry(pathname, entry)} narrow={false} onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </li>
  );
}
