import { LIVE_EVENTS, type LiveMessage, type SubscribeAck } from '@facility/contracts';
import { useEffect, useRef, useState } from 'react';
import { io } from 'socket.io-client';

/**
 * The state of a screen's live channel:
 * - `idle`: no site to follow, or the server refused the subscription (the screen then
 *   relies on its own polling);
 * - `connecting`: the first connection and subscription are on their way;
 * - `connected`: subscribed, messages arrive;
 * - `reconnecting`: the connection dropped or could not be made and is being tried again;
 *   messages sent meanwhile are lost, so a screen re-reads what it shows when the status
 *   turns `connected` again.
 */
export type SiteLiveStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting';

const ACK_TIMEOUT_MS = 5_000;
/** A refused or dropped connection the client does not retry by itself. */
const RETRY_MS = 5_000;

/**
 * Follows one site's `live` messages (INTERFACES.md "Live") while the calling component is
 * mounted: opens its own socket.io connection (same origin, path `/socket.io`, session
 * cookie), subscribes to `siteId`, subscribes again after every reconnection, and hands each
 * of the site's messages to `onMessage` (the latest callback passed; it need not be stable).
 * Changing `siteId` moves the subscription; `null` closes the connection.
 *
 * The real-time boards keep their own channel (features/real-time/state/live.store.ts); this
 * one serves screens that only need to know *that* something changed, e.g. to invalidate
 * their queries.
 */
export function useSiteLive(siteId: string | null, onMessage: (message: LiveMessage) => void): SiteLiveStatus {
  const [status, setStatus] = useState<SiteLiveStatus>('idle');
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  }, [onMessage]);

  useEffect(() => {
    if (!siteId) {
      setStatus('idle');
      return;
    }
    let closed = false;
    let retry = 0;
    const socket = io({ path: '/socket.io', autoConnect: false, withCredentials: true });
    const retryLater = (): void => {
      window.clearTimeout(retry);
      retry = window.setTimeout(() => {
        if (!closed && !socket.connected) socket.connect();
      }, RETRY_MS);
    };
    const subscribe = (): void => {
      socket.timeout(ACK_TIMEOUT_MS).emit(LIVE_EVENTS.subscribe, { siteId }, (error: Error | null, ack: SubscribeAck | undefined) => {
        if (closed || !socket.connected) return;
        if (error || !ack) {
          // No answer in time: ask again rather than sit connected but deaf.
          window.clearTimeout(retry);
          retry = window.setTimeout(() => {
            if (!closed && socket.connected) subscribe();
          }, RETRY_MS);
          return;
        }
        // A refusal (site out of the user's scope) will not change by retrying.
        setStatus(ack.ok ? 'connected' : 'idle');
      });
    };

    setStatus('connecting');
    socket.on('connect', () => {
      window.clearTimeout(retry);
      subscribe();
    });
    socket.on('disconnect', (reason) => {
      if (closed) return;
      setStatus('reconnecting');
      // The server ended the connection: socket.io does not come back by itself.
      if (reason === 'io server disconnect') retryLater();
    });
    socket.on('connect_error', () => {
      if (closed) return;
      setStatus('reconnecting');
      // A refusal (e.g. the session check) stops the built-in retries.
      if (!socket.active) retryLater();
    });
    socket.on(LIVE_EVENTS.live, (message: LiveMessage) => {
      if (!closed && message.siteId === siteId) handler.current(message);
    });
    socket.connect();

    return () => {
      closed = true;
      window.clearTimeout(retry);
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [siteId]);

  return siteId ? status : 'idle';
}
