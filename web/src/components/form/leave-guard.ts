/**
 * Asking before a page with unsaved edits is left. Forms say while they hold edits the
 * server does not have (`useLeaveGuard`); while any does, closing or reloading the tab asks
 * through the browser's own "Leave site?" dialog, and a click on a link to another screen
 * asks first in the app's confirm popup, as do the browser's Back and Forward buttons. The
 * form's own buttons (Save, Cancel, a save that returns to a list) navigate in code and are
 * never stopped: they are the user's choice already.
 */

/** The forms holding unsaved edits, one token each. */
const unsaved = new Set<symbol>();

/** Marks one form as holding unsaved edits; the returned function takes the mark away. */
export function holdUnsaved(): () => void {
  const token = Symbol('unsaved form');
  unsaved.add(token);
  return () => void unsaved.delete(token);
}

export const hasUnsavedEdits = (): boolean => unsaved.size > 0;

/**
 * The guard's answer to a Back or Forward step. Listened for from the moment this module
 * loads, before the router subscribes at its first render: on the window, listeners run in
 * the order they were added whatever their phase (measured in Chromium), and this one must
 * be able to keep a step from the router.
 */
let onHistoryStep: ((event: PopStateEvent) => void) | null = null;
if (typeof window !== 'undefined') window.addEventListener('popstate', (event) => onHistoryStep?.(event));

/** What of a click decides whether it follows a link in this tab. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** The link clicked: its resolved address, and its target and download attributes. */
export interface ClickedLink {
  href: string;
  target: string;
  download: boolean;
}

/**
 * The in-app path (with its query and hash) a click takes this tab to on another screen, or
 * null when it stays on this screen, opens elsewhere (a new tab or window, a download, another
 * site) or is no plain left click.
 */
export function leavingTo(click: LinkClick, link: ClickedLink, here: URL): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((link.target !== '' && link.target !== '_self') || link.download) return null;
  const to = new URL(link.href, here);
  if (to.origin !== here.origin || to.pathname === here.pathname) return null;
  return `${to.pathname}${to.search}${to.hash}`;
}

/**
 * Listens for leaves while the app runs: the browser's dialog before the tab is closed or
 * reloaded, and `ask` before a link to another screen is followed (`go` follows it on yes)
 * or a Back or Forward step changes the screen. Answers the function that stops listening.
 */
export function installLeaveGuard(ask: () => Promise<boolean>, go: (path: string) => void): () => void {
  // The address the app shows: the router's own steps (pushState, replaceState, which wouter
  // announces as events) and every history step let through keep it.
  let here = window.location.href;
  const remember = () => {
    here = window.location.href;
  };
  // The history step the user said yes to, taken again: let it through.
  let passing = false;
  const beforeUnload = (event: BeforeUnloadEvent) => {
    if (!hasUnsavedEdits()) return;
    event.preventDefault();
    // Older browsers show their dialog only when a return value is set.
    event.returnValue = '';
  };
  // Capturing on the document runs before the app's own handlers (React listens on its
  // root), so a link's client-side navigation never starts unless the user says yes.
  const click = (event: MouseEvent) => {
    if (!hasUnsavedEdits() || !(event.target instanceof Element)) return;
    const anchor = event.target.closest('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const path = leavingTo(event, { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') }, new URL(window.location.href));
    if (path === null) return;
    event.preventDefault();
    event.stopPropagation();
    void ask().then((yes) => {
      if (yes) go(path);
    });
  };
  // A history step has already changed the address when it is announced. Heard before the
  // router (`onHistoryStep`), it keeps the step from it, so the screen and its edits stay;
  // the address is put back at once (before anything renders), and on yes the step is taken
  // again. The entry stepped away from is replaced by the one put back: Forward from here is
  // lost.
  const popState = (event: PopStateEvent) => {
    if (passing || !hasUnsavedEdits() || new URL(window.location.href).pathname === new URL(here).pathname) {
      passing = false;
      return remember();
    }
    event.stopImmediatePropagation();
    window.history.pushState(null, '', here);
    void ask().then((yes) => {
      if (!yes) return;
      passing = true;
      window.history.back();
    });
  };
  window.addEventListener('beforeunload', beforeUnload);
  document.addEventListener('click', click, true);
  onHistoryStep = popState;
  window.addEventListener('pushState', remember);
  window.addEventListener('replaceState', remember);
  return () => {
    window.removeEventListener('beforeunload', beforeUnload);
    document.removeEventListener('click', click, true);
    onHistoryStep = null;
    window.removeEventListener('pushState', remember);
    window.removeEventListener('replaceState', remember);
  };
}
