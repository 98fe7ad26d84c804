import type { CreateWorkingAreaBody, SiteCleanerList, StaticRoom, UpdateWorkingAreaBody, WorkingArea, WorkingAreaList } from '@facility/contracts';
import { useAdminWrite } from '../../../lib/admin-mutation.ts';
import { apiPath } from '../../../lib/api-client.ts';
import { getQueryOptions } from '../../../lib/api-query.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

// Every key here starts with `admin`, so any admin write (a room removed, a cleaner
// deactivated, an area saved) marks them stale and the screens show the change.

/** `GET /api/admin/working-areas?siteId=` (nothing is asked before a site is chosen). */
export const workingAreasQuery = (siteId: string | null) =>
  getQueryOptions<WorkingAreaList>(queryKeys.admin('working-areas', siteId), siteId === null ? null : apiPath('admin/working-areas', { siteId }));

/** `GET /api/admin/cleaners?siteId=`: the site's cleaners with their working areas. */
export const siteCleanersQuery = (siteId: string | null) =>
  getQueryOptions<SiteCleanerList>(queryKeys.admin('cleaners', siteId), siteId === null ? null : apiPath('admin/cleaners', { siteId }));

/**
 * The site's rooms to choose from: `GET room/staticRooms`, which every user of the site may
 * read (the admin room list needs the room permission, which working-area users may lack).
 */
export const siteRoomsQuery = (siteId: string | null) =>
  getQueryOptions<StaticRoom[]>(queryKeys.admin('static-rooms', siteId), siteId === null ? null : apiPath('room/staticRooms', { siteId }));

export const workingAreaHistoryPath = (workingAreaId: string) => `admin/working-areas/${encodeURIComponent(workingAreaId)}/history`;

/** A new area (`id` null) or a change to one. */
export type SaveWorkingArea = { id: null; body: CreateWorkingAreaBody } | { id: string; body: UpdateWorkingAreaBody };

export function useSaveWorkingArea(onSaved: (area: WorkingArea) => void) {
  return useAdminWrite<SaveWorkingArea, WorkingArea>({
    request: (input) =>
      input.id === null
        ? { method: 'POST', url: apiPath('admin/working-areas'), body: input.body }
        : { method: 'PUT', url: apiPath(`admin/working-areas/${encodeURIComponent(input.id)}`), body: input.body },
    onSuccess: onSaved,
  });
}

/** Deletes an area; its history stays. */
export function useDeleteWorkingArea(onDeleted: (workingAreaId: string) => void) {
  return useAdminWrite<string, null>({
    request: (workingAreaId) => ({ method: 'DELETE', url: apiPath(`admin/working-areas/${encodeURIComponent(workingAreaId)}`) }),
    popup: 'deleted',
    onSuccess: (_output, workingAreaId) => onDeleted(workingAreaId),
  });
}
