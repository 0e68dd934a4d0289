import { useMediaQuery, type Theme } from '@mui/material';
import { useSidebarState } from 'react-admin';

export type SidebarForm = 'wide' | 'narrow' | 'drawer';

/** Below `md` the sidebar is a temporary drawer (always wide); above, the admin's wide/narrow choice. */
export function useIsSmallScreen(): boolean {
  return useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
}

export function useSidebarForm(): SidebarForm {
  const small = useIsSmallScreen();
  const [wide] = useSidebarState();
  if (small) return 'drawer';
  return wide ? 'wide' : 'narrow';
}
