import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDevicePage } from '../hooks/use-device-page.ts';
import { useDeviceToken } from '../hooks/use-device-token.ts';
import { useOutbox } from '../hooks/use-outbox.ts';
import { roomNameIn } from '../../../lib/room-name.ts';
import { usePageLanguage } from '../hooks/use-page-language.ts';
import { storageAreaOf, type DevicePageKind } from '../model/device-token.ts';
import type { DevicePageContext } from './device-page-context.ts';
import { DeviceNotice } from './device-notice.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { ThanksFlash } from './thanks-flash.tsx';
import '../device-pages.css';

/** How long the "Thank you" stays after a press. */
const THANKS_MS = 2_500;

interface ShellProps {
  kind: DevicePageKind;
  children: (context: DevicePageContext) => ReactNode;
}

/**
 * The frame of a device page: its token, what `GET /api/devices/self` says, the outbox that
 * carries presses to the ingest, the language, and the discreet "waiting to send" count.
 */
export function DevicePageShell({ kind, children }: ShellProps) {
  const { t } = useTranslation('device-page');
  const token = useDeviceToken(kind);
  if (!token) {
    return (
      <DeviceNotice title={t('page.noTokenTitle')} testId="device-page-no-token">
        <p>{t('page.noToken')}</p>
      </DeviceNotice>
    );
  }
  return <LoadedPage kind={kind} token={token}>{children}</LoadedPage>;
}

function LoadedPage({ kind, token, children }: ShellProps & { token: string }) {
  const { t } = useTranslation('device-page');
  const state = useDevicePage(kind, token);
  if (state.status === 'loading') {
    return (
      <main className="device-page device-notice" role="status" data-testid="device-page-loading">
        <span className="spinner" aria-hidden="true" />
        <span>{t('page.loading')}</span>
      </main>
    );
  }
  if (state.status === 'unregistered') return <Unregistered />;
  if (state.status === 'error') {
    return (
      <DeviceNotice title={t('page.errorTitle')} testId="device-page-error">
        <p>{t('page.error')}</p>
        <button type="button" className="button button-primary device-big-button" onClick={state.reload}>
          {t('page.retry')}
        </button>
      </DeviceNotice>
    );
  }
  return (
    <ReadyPage kind={kind} token={token} page={state.page} clockOffsetMs={state.clockOffsetMs}>
      {children}
    </ReadyPage>
  );
}

function Unregistered() {
  const { t } = useTranslation('device-page');
  return (
    <DeviceNotice title={t('page.unregistered')} testId="device-unregistered">
      <p>{t('page.unregisteredHint')}</p>
    </DeviceNotice>
  );
}

function ReadyPage({ kind, token, page, clockOffsetMs, children }: ShellProps & { token: string; page: DevicePageContext['page']; clockOffsetMs: number }) {
  const { t } = useTranslation('device-page');
  const outbox = useOutbox({ token, area: storageAreaOf(kind), storageKey: `facility.device-page.${kind}.outbox.${page.deviceId}`, clockOffsetMs });
  const { language, languages, choose } = usePageLanguage(kind, page);
  const [thanks, setThanks] = useState(false);
  const thanksTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (thanksTimer.current) clearTimeout(thanksTimer.current);
    },
    [],
  );

  const { report: queue } = outbox;
  const report = useCallback<DevicePageContext['report']>(
    (type, fields, options) => {
      queue(type, fields);
      if (options?.thanks === false) return;
      setThanks(true);
      if (thanksTimer.current) clearTimeout(thanksTimer.current);
      thanksTimer.current = setTimeout(() => setThanks(false), THANKS_MS);
    },
    [queue],
  );

  if (outbox.unauthorised) return <Unregistered />;
  return (
    <main className={`device-page device-page-${kind}`} data-testid={`device-page-${kind}`} data-device-type={page.deviceType}>
      <header className="device-header">
        <div className="device-heading">
          {/* The room's name in the page's language (issue 19): a visitor who switched to English reads the English one. */}
          <h1 data-testid="device-room-name" dir="auto" translate="no">
            {roomNameIn(language, { displayName: page.room.displayName, nameEn: page.room.roomNameEn })}
          </h1>
          <span className="device-site">{page.site.name}</span>
        </div>
        <LanguageSwitch language={language} languages={languages} onChoose={choose} />
      </header>
      {children({ page, language, report })}
      <ThanksFlash shown={thanks} />
      <footer className="device-footer">
        {outbox.queued > 0 ? (
          <span className="device-queue" data-testid="device-queue-count" data-count={outbox.queued}>
            {t('queue.waiting', { count: outbox.queued })}
          </span>
        ) : null}
      </footer>
    </main>
  );
}
