import type { DeviceType, RoomType } from '@facility/contracts';
import type { DemoDevice, DemoOrganisation, DemoRoom, DemoUser } from './demo-organisation.types.ts';

// ---------------------------------------------------------------------------------------
// Rooms

interface RoomProfile {
  /** Visitors in the peak hour of an ordinary day. */
  peak: number;
  /** Complaints per visitor, relative to a toilet. */
  complaintFactor: number;
  problems: readonly string[];
  repairs: readonly string[];
  /** Maintenance complaints per day. */
  repairsPerDay: number;
  /** Rounds come this many times less often than in a toilet. */
  roundFactor: number;
  /** Ratings per visitor on a rating device. */
  ratingRate: number;
  /** Exposures per visitor in front of a feedback device. */
  exposureRate: number;
}

const TOILET_PROBLEMS = [
  'dirty_floor',
  'missing_toilet_paper',
  'missing_soap',
  'bad_smell',
  'dirty_toilet',
  'missing_paper_towels',
  'full_trash',
];
const TOILET_REPAIRS = ['problem_leak', 'problem_flush', 'problem_light', 'problem_door', 'problem_hand_dryer'];

export const ROOM_PROFILES: Record<RoomType, RoomProfile> = {
  men: { peak: 38, complaintFactor: 1, problems: [...TOILET_PROBLEMS, 'dirty_urinal'], repairs: TOILET_REPAIRS, repairsPerDay: 0.07, roundFactor: 1, ratingRate: 0.035, exposureRate: 1.2 },
  women: { peak: 42, complaintFactor: 1, problems: TOILET_PROBLEMS, repairs: TOILET_REPAIRS, repairsPerDay: 0.07, roundFactor: 1, ratingRate: 0.04, exposureRate: 1.2 },
  handicapped: { peak: 6, complaintFactor: 1.5, problems: TOILET_PROBLEMS, repairs: TOILET_REPAIRS, repairsPerDay: 0.03, roundFactor: 1.6, ratingRate: 0.05, exposureRate: 1.1 },
  shared: { peak: 18, complaintFactor: 1.1, problems: TOILET_PROBLEMS, repairs: TOILET_REPAIRS, repairsPerDay: 0.05, roundFactor: 1.2, ratingRate: 0.04, exposureRate: 1.2 },
  kitchen: { peak: 22, complaintFactor: 0.7, problems: ['dirty_sink', 'dirty_floor', 'full_trash', 'missing_soap', 'dirty_table'], repairs: ['problem_leak', 'problem_coffee_machine', 'problem_light'], repairsPerDay: 0.04, roundFactor: 1.4, ratingRate: 0.03, exposureRate: 1.5 },
  lobby: { peak: 60, complaintFactor: 0.25, problems: ['dirty_floor', 'full_trash', 'dirty_glass'], repairs: ['problem_light', 'problem_door'], repairsPerDay: 0.03, roundFactor: 1.6, ratingRate: 0.008, exposureRate: 1.4 },
  meeting_room: { peak: 5, complaintFactor: 1.6, problems: ['dirty_table', 'full_trash', 'dirty_floor'], repairs: ['problem_ac', 'problem_light', 'problem_projector'], repairsPerDay: 0.02, roundFactor: 2.5, ratingRate: 0.05, exposureRate: 1 },
  elevator: { peak: 30, complaintFactor: 0.3, problems: ['dirty_floor', 'bad_smell', 'dirty_glass'], repairs: ['problem_elevator', 'problem_light'], repairsPerDay: 0.02, roundFactor: 2, ratingRate: 0.01, exposureRate: 1 },
};

export const COUNTER_KIND: Partial<Record<DeviceType, string>> = {
  counter_men: 'men',
  counter_women: 'women',
  counter_handicap: 'handicap',
  counter_shared: 'shared',
};
const FEEDBACK: readonly DeviceType[] = ['pad9', 'pad9plus', 'tablet'];
export const RATERS: readonly DeviceType[] = ['pad9plus', 'tablet'];
export const DISPENSERS: readonly DeviceType[] = ['toilet_paper', 'double_toilet_paper', 'liquid_sensor'];

/** Firmware versions reported in heartbeats. */
export const FIRMWARE: Record<DeviceType, string> = {
  pad9: '9.4.1',
  pad9plus: '9.6.2',
  tablet: '3.2.0',
  counter_women: '2.1.4',
  counter_men: '2.1.4',
  counter_handicap: '2.1.4',
  counter_shared: '2.1.4',
  liquid_sensor: '1.3.0',
  toilet_paper: '1.3.0',
  double_toilet_paper: '1.3.0',
  tag: '1.0.0',
  qr_tag: '1.0.0',
};

/** The device a room's visitors press and staff check in on: its pad, else its tablet. */
export function feedbackDevice(room: DemoRoom): DemoDevice | undefined {
  return room.devices.find((d) => d.deviceType === 'pad9' || d.deviceType === 'pad9plus') ?? room.devices.find((d) => FEEDBACK.includes(d.deviceType));
}

/** Cells a dispenser watches. */
export function dispenserCells(device: DemoDevice, room: DemoRoom): number {
  if (device.deviceType === 'liquid_sensor') return Math.min(20, Math.max(1, room.sinksNum));
  const cells = Math.max(1, room.cellsNum) * (device.deviceType === 'double_toilet_paper' ? 2 : 1);
  return Math.min(20, cells);
}

export const levelOf = (fill: number): 'ok' | 'almost_empty' | 'empty' => (fill <= 0.02 ? 'empty' : fill < 0.25 ? 'almost_empty' : 'ok');

/** Staff of a site, by what they do. */
export interface SiteStaff {
  cleaners: DemoUser[];
  supervisors: DemoUser[];
  maintenance: DemoUser[];
}

export function siteStaff(org: DemoOrganisation, siteId: string): SiteStaff {
  const at = org.users.filter((user) => user.worksAt === siteId);
  return {
    cleaners: at.filter((user) => user.type === 'cleaner'),
    supervisors: at.filter((user) => user.type === 'supervisor'),
    maintenance: at.filter((user) => user.type === 'maintenance'),
  };
}
