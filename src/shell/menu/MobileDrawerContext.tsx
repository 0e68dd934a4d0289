import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface MobileDrawer {
  open: boolean;
  setOpen: (open: boolean) => void;
}

const MobileDrawerContext = createContext<MobileDrawer>({ open: false, setOpen: () => {} });

/**
 * Whether the small-screen drawer is open. Kept apart from react-admin's persisted
 * `sidebar.open` (the wide/narrow choice on large screens): a drawer must start closed.
 */
export function MobileDrawerProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ open, setOpen }), [open]);
  return <MobileDrawerContext.Provider value={value}>{children}</MobileDrawerContext.Provider>;
}

export function useMobileDrawer(): MobileDrawer {
  return useContext(MobileDrawerContext);
}
