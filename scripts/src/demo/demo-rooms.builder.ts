import { createHash } from 'node:crypto';
import type { DeviceType, RoomGender, RoomType } from '@facility/contracts';
import { demoId } from './demo-id.ts';
import type { DemoDevice, DemoDeviceHealth, DemoRoom } from './demo-organisation.types.ts';

// ---------------------------------------------------------------------------------------
// Rooms and devices

export type Lang = 'he' | 'pl' | 'en';

const ROOM_NAMES: Record<RoomType, Record<Lang, string> & { en: string }> = {
  men: { he: 'שירותי גברים', pl: 'Toaleta męska', en: 'Men Restroom' },
  women: { he: 'שירותי נשים', pl: 'Toaleta damska', en: 'Women Restroom' },
  handicapped: { he: 'שירותי נכים', pl: 'Toaleta dla niepełnosprawnych', en: 'Accessible Restroom' },
  shared: { he: 'שירותים משותפים', pl: 'Toaleta koedukacyjna', en: 'All Gender Restroom' },
  kitchen: { he: 'מטבחון', pl: 'Aneks kuchenny', en: 'Kitchenette' },
  lobby: { he: 'לובי', pl: 'Lobby', en: 'Lobby' },
  meeting_room: { he: 'חדר ישיבות', pl: 'Sala konferencyjna', en: 'Meeting Room' },
  elevator: { he: 'מעליות', pl: 'Windy', en: 'Elevators' },
};

const FLOOR_WORD: Record<Lang, string> = { he: 'קומה', pl: 'piętro', en: 'Floor' };

const GENDER_OF: Partial<Record<RoomType, RoomGender>> = {
  men: 'men',
  women: 'women',
  handicapped: 'shared',
  shared: 'shared',
};

const FIXTURES: Record<RoomType, { cells: number; sinks: number; urinals: number; paper: string | null }> = {
  men: { cells: 3, sinks: 3, urinals: 4, paper: 'jumbo' },
  women: { cells: 5, sinks: 3, urinals: 0, paper: 'jumbo' },
  handicapped: { cells: 1, sinks: 1, urinals: 0, paper: 'standard' },
  shared: { cells: 2, sinks: 2, urinals: 0, paper: 'standard' },
  kitchen: { cells: 0, sinks: 2, urinals: 0, paper: null },
  lobby: { cells: 0, sinks: 0, urinals: 0, paper: null },
  meeting_room: { cells: 0, sinks: 0, urinals: 0, paper: null },
  elevator: { cells: 0, sinks: 0, urinals: 0, paper: null },
};

const COUNTER_OF: Partial<Record<RoomType, DeviceType>> = {
  men: 'counter_men',
  women: 'counter_women',
  handicapped: 'counter_handicap',
  shared: 'counter_shared',
};

const TOILETS: readonly RoomType[] = ['men', 'women', 'handicapped', 'shared'];
export const isToilet = (type: RoomType): boolean => TOILETS.includes(type);

const CODE_PREFIX: Record<DeviceType, string> = {
  pad9: 'P9',
  pad9plus: 'P9P',
  tablet: 'TAB',
  counter_women: 'CW',
  counter_men: 'CM',
  counter_handicap: 'CH',
  counter_shared: 'CS',
  liquid_sensor: 'LS',
  toilet_paper: 'TP',
  double_toilet_paper: 'DTP',
  tag: 'TAG',
  qr_tag: 'QR',
};

const INSTALL_SPOT: Record<DeviceType, string> = {
  pad9: 'Wall beside the door',
  pad9plus: 'Wall beside the door',
  tablet: 'Stand at the entrance',
  counter_women: 'Entrance door frame',
  counter_men: 'Entrance door frame',
  counter_handicap: 'Entrance door frame',
  counter_shared: 'Entrance door frame',
  liquid_sensor: 'Soap dispenser above the sinks',
  toilet_paper: 'Inside the cells',
  double_toilet_paper: 'Inside the cells',
  tag: 'Beside the door',
  qr_tag: 'Beside the door',
};

/** One floor's rooms: which kinds, in what order (the order gives the ref ids). */
interface FloorPlan {
  floor: number;
  rooms: RoomType[];
}

export interface BuildingPlan {
  name: string;
  /** The name in the site's language, for display names. */
  localName: string;
  floors: FloorPlan[];
}

export const OFFICE_FLOOR: RoomType[] = ['men', 'women', 'kitchen', 'meeting_room'];

/**
 * Devices for a room. Every toilet has a button pad (pad9+ on every other one) and a people
 * counter at its entrance; toilet paper and soap sensors are in some; lobbies have a survey
 * tablet, and so do some kitchens.
 */
function devicesFor(type: RoomType, index: number): DeviceType[] {
  if (isToilet(type)) {
    const devices: DeviceType[] = [index % 2 === 0 ? 'pad9plus' : 'pad9', COUNTER_OF[type]!];
    if (type === 'women' || (type !== 'men' && index % 2 === 0) || (type === 'men' && index % 3 === 0)) {
      devices.push(type === 'women' && index % 4 === 1 ? 'double_toilet_paper' : 'toilet_paper');
    }
    if ((type === 'men' || type === 'women') && index % 3 !== 2) devices.push('liquid_sensor');
    if (type === 'women' && index % 5 === 0) devices.push('tablet');
    return devices;
  }
  switch (type) {
    case 'lobby':
      return ['tablet'];
    case 'kitchen':
      return index % 2 === 0 ? ['pad9', 'tablet'] : ['pad9'];
    default:
      return ['pad9'];
  }
}

export function buildRooms(site: { id: string; key: string; lang: Lang; code: string }, buildings: BuildingPlan[]): DemoRoom[] {
  const rooms: DemoRoom[] = [];
  let index = 0;
  buildings.forEach((building, b) => {
    let sequence = 0;
    for (const { floor, rooms: kinds } of building.floors) {
      for (const roomType of kinds) {
        sequence++;
        const refId = String((b + 1) * 100 + sequence).padStart(3, '0');
        const key = `${site.key}/${refId}`;
        const id = demoId('room', key);
        const names = ROOM_NAMES[roomType];
        const fixtures = FIXTURES[roomType];
        const devices = devicesFor(roomType, index).map((deviceType): DemoDevice => {
          const deviceKey = `${key}/${deviceType}`;
          const mac = createHash('sha1').update(deviceKey).digest('hex').slice(0, 6).toUpperCase();
          return {
            id: demoId('device', deviceKey),
            key: deviceKey,
            roomId: id,
            siteId: site.id,
            deviceType,
            deviceCode: `${site.code}-${CODE_PREFIX[deviceType]}-${refId}`,
            installSpot: INSTALL_SPOT[deviceType],
            macId: `AC:23:3F:${mac.slice(0, 2)}:${mac.slice(2, 4)}:${mac.slice(4, 6)}`,
            health: {},
          };
        });
        rooms.push({
          id,
          key,
          siteId: site.id,
          refId,
          displayName: `${names[site.lang]} ${FLOOR_WORD[site.lang]} ${floor}${buildings.length > 1 ? ` - ${building.localName}` : ''}`,
          roomNameEn: `${names.en} ${buildings.length > 1 ? `${building.name} ` : ''}Floor ${floor}`,
          roomType,
          floor,
          building: building.name,
          zone: floor === 1 ? 'Ground floor' : floor % 2 === 0 ? 'North core' : 'South core',
          gender: GENDER_OF[roomType] ?? null,
          pinned: roomType === 'lobby',
          cellsNum: fixtures.cells,
          sinksNum: fixtures.sinks,
          urinalsNum: fixtures.urinals,
          toiletPaperSize: fixtures.paper,
          visitorThreshold: roomType === 'women' ? 45 : roomType === 'men' ? 50 : null,
          devices,
        });
        index++;
      }
    }
  });
  return rooms;
}

/** Marks the devices whose history shows a low battery, an outage or maintenance. */
export function setHealth(rooms: DemoRoom[], marks: { refId: string; deviceType: DeviceType; health: DemoDeviceHealth }[]): void {
  for (const mark of marks) {
    const device = rooms.find((room) => room.refId === mark.refId)?.devices.find((d) => d.deviceType === mark.deviceType);
    if (!device) throw new Error(`demo organisation: no ${mark.deviceType} in room ${mark.refId}`);
    device.health = mark.health;
  }
}
