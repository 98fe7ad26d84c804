import { useEffect, useRef } from 'react';

/**
 * A native `<dialog>` shown modal for as long as its component is mounted: focus stays
 * inside, the page behind is inert, and unmounting closes it.
 */
export function useModalDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return dialog;
}
