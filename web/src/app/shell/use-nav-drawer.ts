import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage.ts';

/**
 * Below this width the side navigation is a drawer over the screen instead of a column
 * beside it: a 250 px column would leave a phone or a small tablet too little room
 * (styles.css's `.nav-drawer` rules follow this class, not a media query, so both agree).
 */
export const DRAWER_QUERY = '(max-width: 900px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(DRAWER_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isNarrow = () => window.matchMedia(DRAWER_QUERY).matches;

export interface NavDrawer {
  /** The navigation is a drawer (narrow screen). */
  drawer: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Closes the drawer (nothing on a desk, where the column stays as the user left it). */
  closeDrawer: () => void;
  /** The hamburger, where focus returns when the drawer closes. */
  toggleRef: React.RefObject<HTMLButtonElement | null>;
  /** The navigation, where focus goes when the drawer opens. */
  navRef: React.RefObject<HTMLElement | null>;
}

/**
 * The side navigation's open state. On a desk: a column, open by default, remembered. On a
 * narrow screen: a drawer that starts closed and is not remembered (a phone opened on the
 * menu would hide the screen); while open, Escape closes it, the page behind does not
 * scroll, focus moves into it and comes back to the hamburger when it closes.
 */
export function useNavDrawer(): NavDrawer {
  const drawer = useSyncExternalStore(subscribe, isNarrow, () => false);
  const [deskOpen, setDeskOpen] = useState(() => readStored('local', STORAGE_KEYS.navOpen, true));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const open = drawer ? drawerOpen : deskOpen;
  const drawerShown = drawer && drawerOpen;

  const setOpen = useCallback(
    (next: boolean) => {
      if (drawer) {
        setDrawerOpen(next);
        return;
      }
      setDeskOpen(next);
      writeStored('local', STORAGE_KEYS.navOpen, next);
    },
    [drawer],
  );

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  // Turning a tablet or narrowing the window starts the drawer closed again.
  useEffect(() => {
    if (!drawer) setDrawerOpen(false);
  }, [drawer]);

  const wasShown = useRef(false);
  useEffect(() => {
    if (drawerShown) {
      navRef.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
    } else if (wasShown.current) {
      toggleRef.current?.focus();
    }
    wasShown.current = drawerShown;
    if (!drawerShown) return;
    const root = document.documentElement;
    root.classList.add('nav-drawer-shown');
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      root.classList.remove('nav-drawer-shown');
      document.removeEventListener('keydown', onKey);
    };
  }, [drawerShown]);

  return { drawer, open, setOpen, closeDrawer, toggleRef, navRef };
}
