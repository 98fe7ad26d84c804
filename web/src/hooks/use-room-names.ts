import type { StaticRoom } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPath } from '../lib/api-client.ts';
import { getQueryOptions } from '../lib/api-query.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { roomNameIn } from '../lib/room-name.ts';
import { useCurrentSite } from './use-current-site.ts';

/**
 * The site's rooms as `GET room/staticRooms` lists them (both names): most answers carry only
 * a room's local name, so screens look the English one up here. Shared cache with the other
 * screens that list a site's rooms.
 */
export const siteRoomNamesQuery = (siteId: string | null) =>
  getQueryOptions<StaticRoom[]>(queryKeys.admin('static-rooms', siteId), siteId === null ? null : apiPath('room/staticRooms', { siteId }));

/**
 * A room's name in the reader's language (lib/room-name.ts): `(roomId, displayName)` → the
 * name to show. Until the site's rooms are known, the name the answer carried.
 */
export function useRoomName(siteId?: string | null): (roomId: string, displayName: string, nameEn?: string | null) => string {
  const { i18n } = useTranslation();
  const current = useCurrentSite();
  const site = siteId === undefined ? (current?.id ?? null) : siteId;
  const { data } = useQuery({ ...siteRoomNamesQuery(site), staleTime: 5 * 60_000 });
  const language = i18n.language;
  return useCallback(
    (roomId: string, displayName: string, nameEn?: string | null) => {
      const english = nameEn ?? data?.find((room) => room.id === roomId)?.room_name_en ?? null;
      return roomNameIn(language, { displayName, nameEn: english });
    },
    [data, language],
  );
}
