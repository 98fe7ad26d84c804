import { newSecretToken } from '@facility/api';
import {
  companyStreamId,
  deviceRegistryStreamId,
  franchiseStreamId,
  roomStreamId,
  siteStreamId,
  surveyStreamId,
  taskStreamId,
} from '@facility/contracts';
import { DAY_MS, localTime } from './demo-history.ts';
import { demoTasks } from './demo-tasks.ts';
import { demoSurvey } from './demo-survey.ts';
import type { DemoOrganisation } from './demo-organisation.ts';
import {
  companyCommand,
  createUser,
  deviceCommand,
  franchiseCommand,
  isoDate,
  roomCommand,
  siteCommand,
  surveyCommand,
  taskCommand,
  type StreamCommands,
} from './seed-demo.commands.ts';

/**
 * The organisation's commands in steps: each step's streams may go in parallel, a step
 * starts when the one before has finished (sites before their rooms, rooms before the
 * shifts that name them and the devices in them, shifts before the holidays that name them).
 */
export function organisationSteps(org: DemoOrganisation, now: Date, passwordHashes: Map<string, string>): StreamCommands[][] {
  const franchise: StreamCommands = {
    streamId: franchiseStreamId(org.franchise.id),
    commands: [
      franchiseCommand(franchiseStreamId(org.franchise.id), {
        type: 'CreateFranchise',
        data: { franchiseId: org.franchise.id, franchiseName: org.franchise.name, franchiseCountry: org.franchise.country },
      }),
    ],
  };

  const companies = org.companies.map((company): StreamCommands => {
    const streamId = companyStreamId(company.id);
    return {
      streamId,
      commands: [
        companyCommand(streamId, {
          type: 'CreateCompany',
          data: {
            companyId: company.id,
            franchiseId: company.franchiseId,
            companyName: company.name,
            companyType: company.type,
            region: company.region,
            endClients: company.endClients,
          },
        }),
      ],
    };
  });

  const sites = org.sites.map((site): StreamCommands => {
    const streamId = siteStreamId(site.id);
    const officialStartDate = isoDate(now.getTime() - 400 * DAY_MS);
    return {
      streamId,
      commands: [
        siteCommand(streamId, {
          type: 'CreateSite',
          data: {
            siteId: site.id,
            companyId: site.companyId,
            name: site.name,
            description: site.description,
            type: site.type,
            status: 'active',
            country: site.country,
            state: site.state,
            city: site.city,
            sector: site.sector,
            buildingArea: site.buildingArea,
            officialStartDate,
            timezone: site.timezone,
            location: site.location,
            cleanersNumber: site.cleanersNumber,
            counterThreshold: site.counterThreshold,
          },
        }),
        siteCommand(streamId, { type: 'SetSiteOffDays', data: { siteId: site.id, offDays: site.offDays } }),
        siteCommand(streamId, { type: 'SetSiteTimeSaving', data: { siteId: site.id, ...site.timeSaving } }),
      ],
    };
  });

  const rooms = org.sites.flatMap((site) =>
    site.rooms.map((room): StreamCommands => {
      const streamId = roomStreamId(room.id);
      return {
        streamId,
        commands: [
          roomCommand(streamId, {
            type: 'CreateRoom',
            data: {
              roomId: room.id,
              siteId: site.id,
              displayName: room.displayName,
              roomNameEn: room.roomNameEn,
              roomType: room.roomType,
              floor: room.floor,
              building: room.building,
              zone: room.zone,
              gender: room.gender,
              isCalculated: true,
              pinned: room.pinned,
              refId: room.refId,
              cellsNum: room.cellsNum,
              sinksNum: room.sinksNum,
              urinalsNum: room.urinalsNum,
              toiletPaperSize: room.toiletPaperSize,
              visitorThreshold: room.visitorThreshold,
            },
          }),
        ],
      };
    }),
  );

  const shifts = org.sites.map((site): StreamCommands => {
    const streamId = siteStreamId(site.id);
    const roomIds = site.rooms.map((room) => room.id);
    return {
      streamId,
      commands: [
        siteCommand(streamId, {
          type: 'SetSiteShifts',
          data: {
            siteId: site.id,
            shifts: site.shifts.map((shift) => ({
              shiftNumber: shift.number,
              shiftName: shift.name,
              start: shift.start,
              end: shift.end,
              days: shift.days,
              minSla: shift.minSla,
              maxSla: shift.maxSla,
              roomIds,
              active: true,
            })),
          },
        }),
        // Holidays may name shifts, so they follow them.
        siteCommand(streamId, { type: 'SetSiteHolidays', data: { siteId: site.id, holidays: site.holidays } }),
      ],
    };
  });

  const technician = org.users.find((user) => user.type === 'maintenance');
  const devices = org.sites.flatMap((site) =>
    site.rooms.flatMap((room) =>
      room.devices.map((device): StreamCommands => {
        const streamId = deviceRegistryStreamId(device.id);
        const commands = [
          deviceCommand(streamId, {
            type: 'RegisterDevice',
            data: {
              deviceId: device.id,
              roomId: room.id,
              siteId: site.id,
              deviceType: device.deviceType,
              deviceCode: device.deviceCode,
              // The demo's devices report through the in-process ingest; nobody keeps the token.
              tokenHash: newSecretToken().tokenHash,
            },
          }),
          deviceCommand(streamId, {
            type: 'InstallDevice',
            data: { deviceId: device.id, installSpot: device.installSpot, macId: device.macId },
          }),
        ];
        const replaced = device.health.batteryReplacedDaysAgo;
        if (replaced !== undefined) {
          commands.push(
            deviceCommand(streamId, {
              type: 'RecordDeviceMaintenance',
              data: {
                deviceId: device.id,
                kind: 'battery_replacement',
                date: isoDate(now.getTime() - replaced * DAY_MS),
                byName: technician ? `${technician.firstName} ${technician.lastName}` : 'Site technician',
                note: 'Battery replaced after a low-battery alert',
              },
            }),
          );
        }
        if (device.health.note) {
          commands.push(deviceCommand(streamId, { type: 'SetDeviceNote', data: { deviceId: device.id, text: device.health.note } }));
        }
        return { streamId, commands };
      }),
    ),
  );

  const staff = org.users
    .filter((user) => user.id !== org.admin.id)
    .map((user) => createUser(user, passwordHashes.get(user.id)!));

  // Each site's visitor survey on its tablets (their history answers it).
  const surveys = org.sites.map((site): StreamCommands => {
    const survey = demoSurvey(site);
    const streamId = surveyStreamId(survey.surveyId);
    return {
      streamId,
      // One event per command (the resumable seed counts on it): no assignment without tablets.
      commands: [
        surveyCommand(streamId, { type: 'CreateSurvey', data: { surveyId: survey.surveyId, siteId: site.id, ...survey.profile } }),
        ...(survey.deviceIds.length > 0
          ? [surveyCommand(streamId, { type: 'AssignSurvey', data: { surveyId: survey.surveyId, deviceIds: survey.deviceIds, showing: [] } })]
          : []),
      ],
    };
  });

  // The showcase site's tasks, from the seed's local day on.
  const tasks = org.sites.flatMap((site) =>
    demoTasks(site, localTime(now.getTime(), site.timezone).date).map((task): StreamCommands => {
      const streamId = taskStreamId(task.taskId);
      return { streamId, commands: [taskCommand(streamId, { type: 'CreateTask', data: { taskId: task.taskId, siteId: task.siteId, profile: task.profile, due: [] } })] };
    }),
  );

  return [[franchise], companies, sites, rooms, shifts, devices, staff, surveys, tasks];
}
