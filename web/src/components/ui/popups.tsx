import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { proxy, ref, useSnapshot } from 'valtio';
import { SAVE_MESSAGE_MS } from '../../config/constants.ts';

/**
 * The popups of spec §8: "Are you sure?" with a Yes! button before a removal, "Deleted!"
 * after one, and the save popup ("Your work has been saved") that closes itself after
 * 1500 ms. One at a time. The question is a modal native dialog (focus stays inside, Escape
 * cancels); the two notices float above the page without taking it: a modal notice made the
 * page inert for 1.5 s, so whatever was typed right after a save was lost. A live region
 * reads them out.
 */
type Popup =
  | { kind: 'confirm'; text: string; answer: (yes: boolean) => void }
  | { kind: 'saved'; text: string | null }
  | { kind: 'deleted' };

const state = proxy<{ popup: Popup | null }>({ popup: null });
let closeTimer: ReturnType<typeof setTimeout> | undefined;

function show(popup: Popup, closeAfterMs?: number): void {
  clearTimeout(closeTimer);
  if (state.popup?.kind === 'confirm') state.popup.answer(false);
  state.popup = popup.kind === 'confirm' ? { ...popup, answer: ref(popup.answer) } : popup;
  if (closeAfterMs !== undefined) closeTimer = setTimeout(() => (state.popup = null), closeAfterMs);
}

/** Asks "Are you sure?"; resolves true on Yes!, false on cancel or Escape. */
export function confirmAction(text: string): Promise<boolean> {
  return new Promise((resolve) => show({ kind: 'confirm', text, answer: resolve }));
}

/** The save popup, closed after {@link SAVE_MESSAGE_MS}. */
export function showSaved(text?: string): void {
  show({ kind: 'saved', text: text ?? null }, SAVE_MESSAGE_MS);
}

export function showDeleted(): void {
  show({ kind: 'deleted' }, SAVE_MESSAGE_MS);
}

export function Popups() {
  const { popup } = useSnapshot(state);
  return (
    <>
      <div className="popup-live" aria-live="polite">
        {popup && popup.kind !== 'confirm' ? <PopupNotice popup={popup as Exclude<Popup, { kind: 'confirm' }>} /> : null}
      </div>
      {popup?.kind === 'confirm' ? <ConfirmDialog popup={popup as Extract<Popup, { kind: 'confirm' }>} /> : null}
    </>
  );
}

/** "Saved" or "Deleted!": a card in the middle of the screen that neither takes the focus nor blocks the page. */
function PopupNotice({ popup }: { popup: Exclude<Popup, { kind: 'confirm' }> }) {
  const { t } = useTranslation();
  return (
    <div className={`popup popup-notice popup-${popup.kind}`} role="status" data-testid={`popup-${popup.kind}`}>
      <span className="popup-icon" aria-hidden="true">
        ✓
      </span>
      <p className="popup-title">{popup.kind === 'saved' ? (popup.text ?? t('errors.saved')) : t('errors.deleted')}</p>
      {popup.kind === 'deleted' ? <p>{t('errors.fileDeleted')}</p> : null}
    </div>
  );
}

function ConfirmDialog({ popup }: { popup: Extract<Popup, { kind: 'confirm' }> }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  const answer = (yes: boolean) => {
    const current = state.popup;
    state.popup = null;
    if (current?.kind === 'confirm') current.answer(yes);
  };
  return (
    <dialog
      ref={dialog}
      className="popup popup-confirm"
      aria-labelledby="popup-title"
      data-testid="popup-confirm"
      onCancel={(event) => {
        event.preventDefault();
        answer(false);
      }}
    >
      <h2 id="popup-title">{t('errors.areYouSure')}</h2>
      <p>{popup.text}</p>
      <div className="popup-actions">
        <button type="button" className="button" onClick={() => answer(false)} data-testid="popup-cancel">
          {t('actions.cancel')}
        </button>
        <button type="button" className="button button-danger" onClick={() => answer(true)} data-testid="popup-yes" autoFocus>
          {t('errors.yes')}
        </button>
      </div>
    </dialog>
  );
}
