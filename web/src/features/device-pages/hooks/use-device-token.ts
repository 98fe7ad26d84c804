import { useState } from 'react';
import { readStored, writeStored } from '../../../lib/storage.ts';
import { storageAreaOf, tokenFromHash, tokenKeyOf, type DevicePageKind } from '../model/device-token.ts';

/**
 * The page's device token: taken from the link's fragment once, then hidden from the
 * address bar (and so from a photo of the screen or a shared link) and kept in storage for
 * reloads. A new link replaces the token kept before.
 */
export function useDeviceToken(kind: DevicePageKind): string | null {
  const [token] = useState<string | null>(() => {
    const area = storageAreaOf(kind);
    const fromLink = tokenFromHash(window.location.hash);
    if (!fromLink) return readStored<string | null>(area, tokenKeyOf(kind), null);
    if (readStored<string | null>(area, tokenKeyOf(kind), null) !== fromLink) writeStored(area, `facility.device-page.${kind}.page`, null);
    writeStored(area, tokenKeyOf(kind), fromLink);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    return fromLink;
  });
  return token;
}
