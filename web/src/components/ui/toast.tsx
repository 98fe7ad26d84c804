import { proxy, useSnapshot } from 'valtio';
import { SAVE_MESSAGE_MS } from '../../config/constants.ts';

interface Toast {
  id: number;
  kind: 'success' | 'error';
  text: string;
}

const toasts = proxy<{ list: Toast[] }>({ list: [] });
let nextId = 1;

/** A short message (export done, export failed...) that closes itself. */
export function showToast(kind: Toast['kind'], text: string, durationMs = SAVE_MESSAGE_MS * 2): void {
  const id = nextId++;
  toasts.list.push({ id, kind, text });
  setTimeout(() => {
    toasts.list = toasts.list.filter((toast) => toast.id !== id);
  }, durationMs);
}

export function Toasts() {
  const { list } = useSnapshot(toasts);
  return (
    <div className="toasts" aria-live="polite">
      {list.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'} data-testid="toast">
          {toast.text}
        </div>
      ))}
    </div>
  );
}
