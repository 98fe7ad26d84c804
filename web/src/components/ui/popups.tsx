import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { proxy, ref, useSnapshot } from 'valtio';
import { SAVE_MESSAGE_MS } from '../../config/constants.ts';

/**
 * The popups of spec §8: "Are you sure?" with a Yes! button before a removal, "Deleted!"
 * after one, and the save popup ("Your work has been saved") that closes itself after
 * 1500 ms. One at a time, as modal native dialogs (focus stays inside, Escape cancels).
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
  if (!popup) return null;
  return <PopupDialog key={popup.kind} popup={popup as Popup} />;
}

function PopupDialog({ popup }: { popup: Popup }) {
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
      className={`popup popup-${popup.kind}`}
      aria-labelledby="popup-title"
      data-testid={`popup-${popup.kind}`}
      onCancel={(event) => {
        event.preventDefault();
        answer(false);
      }}
    >
      {popup.kind === 'confirm' ? (
        <>
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
        </>
      ) : popup.kind === 'saved' ? (
        <>
          <span className="popup-icon" aria-hidden="true">
            ✓
          </span>
          <h2 id="popup-title">{popup.text ?? t('errors.saved')}</h2>
        </>
      ) : (
        <>
          <span className="popup-icon" aria-hidden="true">
            ✓
          </span>
          <h2 id="popup-title">{t('errors.deleted')}</h2>
          <p>{t('errors.fileDeleted')}</p>
        </>
      )}
    </dialog>
  );
}
