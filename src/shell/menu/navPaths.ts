import { NAV_GROUPS, SINGLE_ENTRIES, type NavEntry, type NavGroup } from '../../domain/navigation';
import type { Permission } from '../../domain/permissions';

/** A path is current on itself and on every page below it (/users/12/show is under /users). */
export function isCurrentPath(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** An entry is current on its path (only there when `exact`) and on the pages it owns elsewhere. */
export function isCurrentEntry(pathname: string, entry: NavEntry): boolean {
  if (entry.exact ? pathname === entry.path : isCurrentPath(pathname, entry.path)) return true;
  return (entry.pages ?? []).some((page) => isCurrentPath(pathname, page));
}

/** The sidebar group holding the current route, if any. */
export function groupIdOfPath(pathname: string): string | null {
  return NAV_GROUPS.find((g) => g.entries.some((e) => isCurrentEntry(pathname, e)))?.id ?? null;
}

export interface VisibleNav {
  groups: NavGroup[];
  singles: (NavEntry & { icon: string })[];
}

/**
 * The navigation table cut down to what this admin may use: entries they lack the permission
 * for disappear, and so does a group left empty. CMS carries no permission in the table (it is
 * another site with its own sign-in), so every admin sees it.
 */
export function visibleNav(can: (p: Permission) => boolean): VisibleNav {
  const groups = NAV_GROUPS.map((g) => ({ ...g, entries: g.entries.filter((e) => can(e.permission)) })).filter(
    (g) => g.external !== undefined || g.entries.length > 0,
  );
  return { groups, singles: SINGLE_ENTRIES.filter((e) => can(e.permission)) };
}

/**
 * The navigation entry a path belongs to (the longest matching entry path) and its group, or
 * null outside the table: what the browser tab is titled after.
 */
export function entryOfPath(pathname: string): { entry: NavEntry; group: NavGroup | null } | null {
  let best: { entry: NavEntry; group: NavGroup | null } | null = null;
  const consider = (entry: NavEntry, group: NavGroup | null) => {
    if (isCurrentEntry(pathname, entry) && (!best || entry.path.length > best.entry.path.length)) best = { entry, group };
  };
  for (const group of NAV_GROUPS) for (const entry of group.entries) consider(entry, group);
  for (const entry of SINGLE_ENTRIES) consider(entry, null);
  return best;
}
