import type { DeviceInstalled, DeviceMaintenanceRecorded, DeviceMoved, DeviceNoteSet, DeviceRegistered, EntityHistoryEntry } from '@facility/contracts';

/** What the device history needs from the page: its dictionary and how it names things. */
export interface DeviceHistoryWords {
  /** The `devices` dictionary. */
  t: (key: string, options?: Record<string, string>) => string;
  deviceType: (type: string) => string;
  /** A room's name; a room the page does not know shows by its id. */
  roomName: (roomId: string) => string;
  /** A calendar date (`YYYY-MM-DD`) in the reader's language. */
  date: (isoDate: string) => string;
}

/** Unicode's first-strong isolate: a room named in Hebrew keeps its order inside an English sentence, and the other way round. */
const isolated = (text: string): string => `\u2068${text}\u2069`;
const present = (parts: readonly (string | null)[]): string[] => parts.filter((part): part is string => part !== null && part !== '');

/**
 * What a device's history entry says beside the event's name: the values themselves, since a
 * device's events are records of work ("Battery replacement · 30 Nov 2026 · Dana"), not
 * edits of a form. A new token and a retirement say nothing more than their name; so does an
 * event type this page does not know yet (a newer server).
 */
export function deviceHistoryDetails(entry: EntityHistoryEntry, words: DeviceHistoryWords): string[] {
  const { t } = words;
  switch (entry.type) {
    case 'DeviceRegistered': {
      const data = entry.data as DeviceRegistered;
      return present([words.deviceType(data.deviceType), data.deviceCode]);
    }
    case 'DeviceInstalled': {
      const data = entry.data as DeviceInstalled;
      return present([data.installSpot, data.macId && `${t('detail.macId')} ${data.macId}`, data.qrTag && `${t('detail.qrTag')} ${data.qrTag}`]);
    }
    case 'DeviceMoved': {
      const data = entry.data as DeviceMoved;
      return [t('history.moved', { from: isolated(words.roomName(data.fromRoomId)), to: isolated(words.roomName(data.toRoomId)) })];
    }
    case 'DeviceMaintenanceRecorded': {
      const data = entry.data as DeviceMaintenanceRecorded;
      return present([t(`maintenanceKind.${data.kind}`), words.date(data.date), data.byName, data.note]);
    }
    case 'DeviceNoteSet': {
      const data = entry.data as DeviceNoteSet;
      return [data.text === '' ? t('history.noteCleared') : data.text];
    }
    default:
      return [];
  }
}
