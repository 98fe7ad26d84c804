import type { DeviceStatusItem } from '@facility/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSaved } from '../../../components/ui/popups.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useDeviceCommand, useRaiseFlags } from '../api/devices-api.ts';
import { deviceActions, waitingFlags, type CommandAction, type CommandOutcome, type FlagAction } from '../model/device-actions.ts';
import { openImageWindow, openWaitingWindow } from './screenshot-window.ts';

/** What the last action of this drawer gave: shown under the buttons until the next one. */
type Result = (CommandOutcome & { actionId: string }) | null;

/**
 * The remote actions of one device (spec §7 "Device actions"): commands to kiosk and native
 * tablets, answered within 10 s, or update and restart flags for pads and counters, picked
 * up on their next heartbeat. The outcome shows as the spec's popup (an error toast for a
 * failure) and stays written under the buttons.
 */
export function DeviceRemoteActions({ status }: { status: DeviceStatusItem }) {
  const { t } = useTranslation('devices');
  const headingId = useId();
  const actions = deviceActions(status);
  const [result, setResult] = useState<Result>(null);
  if (actions.kind === 'none') return null;

  const report = (actionId: string, outcome: CommandOutcome) => {
    setResult({ ...outcome, actionId });
    if (outcome.ok) showSaved(t(outcome.text));
    else showToast('error', t(outcome.text));
  };

  return (
    <section className="device-section device-remote" aria-labelledby={headingId} data-testid="device-remote-actions" data-kind={actions.kind}>
      <h3 className="section-title" id={headingId}>
        {t('actions.title')}
      </h3>
      <p className="muted device-remote-kind" data-testid="device-remote-kind">
        {t(`actions.kind.${actions.kind === 'native-no-code' ? 'native' : actions.kind}`)}
      </p>
      {actions.kind === 'kiosk' || actions.kind === 'native' ? (
        <CommandButtons commands={actions.commands} onResult={report} />
      ) : actions.kind === 'native-no-code' ? (
        <p className="device-remote-notice" data-testid="device-actions-no-code">
          {t('actions.noCode')}
        </p>
      ) : (
        <FlagButtons status={status} flags={actions.flags} onResult={report} />
      )}
      <div aria-live="polite">{result ? <ResultLine result={result} /> : null}</div>
    </section>
  );
}

function CommandButtons({ commands, onResult }: { commands: readonly CommandAction[]; onResult: (actionId: string, outcome: CommandOutcome) => void }) {
  const { t } = useTranslation('devices');
  const command = useDeviceCommand();
  const [pending, setPending] = useState<string | null>(null);
  const run = async (action: CommandAction) => {
    // Opened now, while the click still allows a new window; filled once the tablet answers.
    const image = action.screenshot ? openWaitingWindow(t('actions.screenshotWaiting')) : null;
    setPending(action.id);
    const outcome = await command.mutateAsync(action);
    setPending(null);
    if (outcome.ok && outcome.imageUrl) openImageWindow(image, outcome.imageUrl, t('actions.screenshotTitle'));
    else image?.close();
    onResult(action.id, outcome);
  };
  return (
    <div className="device-remote-buttons" aria-busy={pending !== null}>
      {commands.map((action) => (
        <button
          key={action.id}
          type="button"
          className="button"
          // The tablet takes one command at a time; the server waits up to 10 s for its answer.
          disabled={pending !== null}
          aria-busy={pending === action.id || undefined}
          onClick={() => void run(action)}
          data-testid={`device-action-${action.id}`}
        >
          {pending === action.id ? (
            <>
              <span className="device-remote-spinner" aria-hidden="true" />
              {t('actions.pending')}
            </>
          ) : (
            t(action.label)
          )}
        </button>
      ))}
    </div>
  );
}

function FlagButtons({ status, flags, onResult }: { status: DeviceStatusItem; flags: readonly FlagAction[]; onResult: (actionId: string, outcome: CommandOutcome) => void }) {
  const { t } = useTranslation('devices');
  const raise = useRaiseFlags(status.device_id);
  const pending = raise.isPending ? raise.variables : undefined;
  const waiting = waitingFlags(status);
  return (
    <>
      {waiting.length > 0 ? (
        <ul className="device-flags" data-testid="device-flags-waiting">
          {waiting.map((notice) => (
            <li key={notice} data-testid={`device-flag-${notice === 'flags.updateWaiting' ? 'update' : 'restart'}`}>
              <span className="device-flag-icon" aria-hidden="true">
                ↻
              </span>
              {t(notice)}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="device-remote-buttons">
        {flags.map((flag) => {
          const raised = status[flag.flag] === true;
          return (
            <button
              key={flag.id}
              type="button"
              className="button"
              // A flag already waiting needs no second request.
              disabled={raise.isPending || raised}
              aria-busy={pending?.[flag.flag] === true || undefined}
              onClick={() => raise.mutate(flag.body, { onSuccess: () => onResult(flag.id, { ok: true, text: flag.success, imageUrl: null }) })}
              data-testid={`device-action-${flag.id}`}
            >
              {t(flag.label)}
            </button>
          );
        })}
      </div>
    </>
  );
}

function ResultLine({ result }: { result: NonNullable<Result> }) {
  const { t } = useTranslation('devices');
  return (
    <div className={result.ok ? 'device-remote-result is-ok' : 'device-remote-result is-failed'} data-testid="device-action-result" data-outcome={result.ok ? 'success' : 'failure'} data-action={result.actionId}>
      <p>
        <span className="device-remote-result-icon" aria-hidden="true">
          {result.ok ? '✓' : '✖'}
        </span>
        <span data-testid="device-action-result-text">{t(result.text)}</span>
      </p>
      {!result.ok && result.detail ? (
        <p className="muted" dir="ltr">
          {result.detail}
        </p>
      ) : null}
      {result.ok && result.imageUrl ? (
        <button type="button" className="device-screenshot" onClick={() => openImageWindow(null, result.imageUrl ?? '', t('actions.screenshotTitle'))} data-testid="device-screenshot-open">
          <img src={result.imageUrl} alt={t('actions.screenshotTitle')} />
          <span>{t('actions.openScreenshot')}</span>
        </button>
      ) : null}
    </div>
  );
}
