import { useTranslation } from 'react-i18next';
import { SUPPORT_CHAT_URL } from '../../config/constants.ts';

/**
 * The floating support chat (spec §2), always present. The screen keeps its corner free
 * (styles.css: `--chat-space`), and it sits under drawers and dialogs; `covered` (the menu
 * drawer is open over it) also takes it out of the Tab order.
 */
export function ChatButton({ covered = false }: { covered?: boolean }) {
  const { t } = useTranslation();
  return (
    <a className="chat-button" href={SUPPORT_CHAT_URL} target="_blank" rel="noopener noreferrer" aria-label={t('app.supportChat')} title={t('app.supportChat')} data-testid="chat-button" inert={covered}>
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
        <path fill="currentColor" d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .1-3.3-.8a11.4 11.4 0 0 1-4.4-3.9 5 5 0 0 1-1.1-2.7 2.9 2.9 0 0 1 .9-2.2 1 1 0 0 1 .7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.3 0 .5l-.3.5-.4.4c-.1.2-.3.3-.1.6a8.4 8.4 0 0 0 1.6 2 7.6 7.6 0 0 0 2.3 1.4c.3.1.5.1.6-.1l.9-1.1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3a2.4 2.4 0 0 1-.3 1.3Z" />
      </svg>
    </a>
  );
}
