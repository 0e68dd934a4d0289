import { mayAccess } from '../domain/resourcePermission';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../domain/constants';
import type { AdminData } from '../providers/session';
import { FIRST_SCREEN_LISTS, type FirstScreenList } from './firstScreenLists';

/** react-admin's getList parameters for the list's first page. */
export interface FirstPageParams {
  pagination: { page: number; perPage: number };
  sort: { field: string; order: 'ASC' | 'DESC' };
  filter: Record<string, never>;
}

export interface FirstScreenPlan {
  list: FirstScreenList;
  params: FirstPageParams;
  locale: string;
  /** The permanent sidebar's width, 0 where it is a drawer (small screens). */
  sidebarWidth: number;
}

interface PlanInput {
  path: string;
  /** The address's query string: any (a filter, a page, the top-bar search) means another page than the first. */
  search: string;
  admin: AdminData | null;
  /** react-admin's store as it is kept in localStorage (`RaStore.<key>`). */
  stored: (key: string) => unknown;
  viewportWidth: number;
}

/** MUI's `md` breakpoint: below it the sidebar is a drawer (useSidebarForm). */
const DRAWER_BELOW = 900;

/** The list params react-admin remembers for a resource, when they show the first page as it opens. */
function storedParamsAreDefault(list: FirstScreenList, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'object') return false;
  const p = value as Record<string, unknown>;
  const same = (v: unknown, expected: unknown) => v === undefined || v === expected;
  const empty = (v: unknown) => v === undefined || (typeof v === 'object' && v !== null && Object.keys(v).length === 0);
  const shown =
    p.displayedFilters && typeof p.displayedFilters === 'object'
      ? Object.entries(p.displayedFilters)
          .filter(([, on]) => on)
          .map(([source]) => source)
      : [];
  return (
    same(p.sort, list.sort.field) &&
    same(p.order, list.sort.order) &&
    (same(p.page, 1) || same(p.page, '1')) &&
    (same(p.perPage, list.perPage) || same(p.perPage, String(list.perPage))) &&
    empty(p.filter) &&
    shown.every((source) => list.filters.includes(source))
  );
}

/**
 * Whether the first screen can draw `path` exactly as the admin app will: a list it knows, the
 * admin allowed to see it (the server decides in the end), and the list on its first page with
 * no filter, sort or search of its own. Anything else is left to the admin app.
 */
export function planFirstScreen({ path, search, admin, stored, viewportWidth }: PlanInput): FirstScreenPlan | null {
  const list = FIRST_SCREEN_LISTS.find((l) => l.path === path);
  if (!list || search !== '' || !admin || !mayAccess(admin, list.resource, 'list')) return null;
  if (!storedParamsAreDefault(list, stored(`${list.resource}.listParams`))) return null;
  const locale = stored('locale');
  const sidebarWidth = viewportWidth < DRAWER_BELOW ? 0 : stored('sidebar.open') === false ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;
  return {
    list,
    params: { pagination: { page: 1, perPage: list.perPage }, sort: { ...list.sort }, filter: {} },
    locale: typeof locale === 'string' ? locale : 'en',
    sidebarWidth,
  };
}
