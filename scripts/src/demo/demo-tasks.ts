import type { TaskProfile } from '@facility/contracts';
import { demoId } from './demo-id.ts';
import type { DemoRoom, DemoSite } from './demo-organisation.types.ts';

/**
 * The showcase site's tasks (sites whose type shows the task screens): a scheduled morning
 * restock, a weekly kitchen deep clean, a QR-confirmed check at the afternoon shift's start
 * and a twice-monthly maintenance round. They start on the seed's local day, so the calendar
 * and the task board fill from then on.
 */

export interface DemoTask {
  taskId: string;
  siteId: string;
  profile: TaskProfile;
}

const ids = (rooms: readonly DemoRoom[]): string[] => rooms.map((room) => room.id);

export function demoTasks(site: DemoSite, localToday: string): DemoTask[] {
  if (site.type !== 'cleandex' && site.type !== 'task') return [];
  const rooms = site.rooms;
  const ofType = (...types: string[]) => rooms.filter((room) => types.includes(room.roomType));
  const groundToilets = rooms.filter((room) => room.floor === 1 && ['men', 'women', 'handicapped'].includes(room.roomType));
  const washrooms = ofType('men', 'women', 'handicapped');
  const schedule = (changes: Partial<TaskProfile['schedule']>): TaskProfile['schedule'] => ({
    repeat: 'daily',
    startDate: localToday,
    endDate: null,
    weekDays: [],
    monthDays: [],
    time: null,
    shiftNumber: null,
    ...changes,
  });
  const task = (key: string, profile: TaskProfile): DemoTask => ({ taskId: demoId('task', `${site.key}/${key}`), siteId: site.id, profile });
  const afternoon = site.shifts.find((shift) => shift.name === 'afternoon')?.number ?? null;
  const tasks = [
    task('morning-restock', {
      title: 'Morning restock',
      callToAction: 'Refill paper, soap and towels before the offices open',
      category: 'cleaning',
      taskCategory: 'Restock',
      taskType: 'scheduled',
      roomIds: ids(groundToilets),
      schedule: schedule({ repeat: 'daily', time: '07:30' }),
      allowedMinutes: 45,
    }),
    task('kitchen-deep-clean', {
      title: 'Kitchen deep clean',
      callToAction: 'Empty and wipe the fridges, descale the kettles, mop under the counters',
      category: 'cleaning',
      taskCategory: 'Deep clean',
      taskType: 'scheduled',
      roomIds: ids(ofType('kitchen')),
      schedule: schedule({ repeat: 'weekly', weekDays: [5], time: '14:00' }),
      allowedMinutes: 90,
    }),
    task('mirror-check', {
      title: 'Mirrors and dispensers check',
      callToAction: 'Scan the room’s QR tag, check mirrors, soap and paper, and confirm',
      category: 'cleaning',
      taskCategory: 'Inspection',
      taskType: 'qr',
      roomIds: ids(washrooms.slice(0, 8)),
      schedule: afternoon === null ? schedule({ time: '15:00' }) : schedule({ shiftNumber: afternoon }),
      allowedMinutes: 60,
    }),
    task('hand-dryers', {
      title: 'Hand dryers and taps',
      callToAction: 'Test every hand dryer and tap; report leaks',
      category: 'maintenance',
      taskCategory: 'Maintenance round',
      taskType: 'scheduled',
      roomIds: ids(washrooms),
      schedule: schedule({ repeat: 'monthly', monthDays: [1, 15], time: '10:00' }),
      allowedMinutes: 240,
    }),
  ];
  return tasks.filter((entry) => entry.profile.roomIds.length > 0);
}
