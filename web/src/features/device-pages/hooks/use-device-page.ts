import type { DevicePage } from '@facility/contracts';
import { useCallback, useEffect, useState } from 'react';
import { readStored, writeStored } from '../../../lib/storage.ts';
import { DevicePageError, fetchDevicePage } from '../api/device-api.ts';
import { clockOffsetMs } from '../model/device-clock.ts';
import { storageAreaOf, type DevicePageKind } from '../model/device-token.ts';

/** A wall tablet picks up a new survey or today's tasks this often. */
const REFRESH_MS = 5 * 60_000;

export type DevicePageState =
  | { status: 'loading' }
  | { status: 'ready'; page: DevicePage; clockOffsetMs: number }
  /** 401: the token is unknown, rotated or revoked. */
  | { status: 'unregistered' }
  /** No answer and nothing remembered from an earlier visit. */
  | { status: 'error' };

interface Remembered {
  page: DevicePage;
  clockOffsetMs: number;
}

const pageKeyOf = (kind: DevicePageKind) => `facility.device-page.${kind}.page`;

/**
 * What the device page shows: `GET /api/devices/self`, remembered in the page's storage so
 * a kiosk that reboots while the network is down still draws itself (and queues presses),
 * refreshed every few minutes and when the network returns.
 */
export function useDevicePage(kind: DevicePageKind, token: string): DevicePageState & { reload: () => void } {
  const area = storageAreaOf(kind);
  const [state, setState] = useState<DevicePageState>(() => {
    const remembered = readStored<Remembered | null>(area, pageKeyOf(kind), null);
    return remembered?.page?.deviceId ? { status: 'ready', ...remembered } : { status: 'loading' };
  });

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const { page, roundTripMs } = await fetchDevicePage(token, signal);
        const remembered: Remembered = { page, clockOffsetMs: clockOffsetMs(page.serverTime, Date.now(), roundTripMs) };
        writeStored(area, pageKeyOf(kind), remembered);
        setState({ status: 'ready', ...remembered });
      } catch (error) {
        if (signal?.aborted) return;
        if (error instanceof DevicePageError && error.status === 401) {
          writeStored(area, pageKeyOf(kind), null);
          setState({ status: 'unregistered' });
          return;
        }
        // Offline or a server hiccup: keep what is shown.
        setState((current) => (current.status === 'loading' ? { status: 'error' } : current));
      }
    },
    [area, kind, token],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    const timer = setInterval(() => void load(), REFRESH_MS);
    const online = () => void load();
    window.addEventListener('online', online);
    return () => {
      controller.abort();
      clearInterval(timer);
      window.removeEventListener('online', online);
    };
  }, [load]);

  return { ...state, reload: () => void load() };
}
