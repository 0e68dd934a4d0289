import { firstAllowedEntry, type NavEntry } from '../../domain/navigation';
import { useAdminPermissions } from './useAdminPermissions';

/** The screen this admin lands on and returns to (null while the permissions load, or if none is allowed). */
export function useHomeEntry(): { isPending: boolean; home: NavEntry | null } {
  const { isPending, can } = useAdminPermissions();
  return { isPending, home: isPending ? null : firstAllowedEntry(can) };
}
