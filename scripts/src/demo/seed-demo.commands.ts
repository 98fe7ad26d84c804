import {
  companyDecider,
  deviceDecider,
  franchiseDecider,
  handleCommand,
  roomDecider,
  siteDecider,
  surveyDecider,
  taskDecider,
  userDecider,
  type DecisionContext,
} from '@facility/api';
import { userStreamId } from '@facility/contracts';
import type { EventStore } from '@facility/event-store';
import type { DemoUser } from './demo-organisation.ts';

/** What a seed command runs with: the decision context and the store. */
export type SeedContext = DecisionContext & { store: EventStore };
export type SeedCommand = (context: SeedContext) => Promise<unknown>;

/** One stream's share of a step: its commands, in order. */
export interface StreamCommands {
  streamId: string;
  commands: SeedCommand[];
}

export type CommandOf<D extends { decide(command: never, ...rest: never[]): unknown }> = Parameters<D['decide']>[0];

// One helper per decider, so each command is type-checked against its decider's commands.
export const franchiseCommand = (streamId: string, command: CommandOf<typeof franchiseDecider>): SeedCommand => (context) =>
  handleCommand(context.store, streamId, franchiseDecider, command, context);
export const companyCommand = (streamId: string, command: CommandOf<typeof companyDecider>): SeedCommand => (context) =>
  handleCommand(context.store, streamId, companyDecider, command, context);
export const siteCommand = (streamId: string, command: CommandOf<typeof siteDecider>): SeedCommand => (context) =>
  handleCommand(context.store, streamId, siteDecider, command, context);
export const roomCommand = (streamId: string, command: CommandOf<typeof roomDecider>): SeedCommand => (context) =>
  handleCommand(context.store, streamId, roomDecider, command, context);
export const deviceCommand = (streamId: string, command: CommandOf<typeof deviceDecider>): SeedCommand => (context) =>
  handleCommand(context.store, streamId, deviceDecider, command, context);
export const surveyCommand = (streamId: string, command: CommandOf<typeof surveyDecider>): SeedCommand => (context) =>
  handleCommand(context.store, streamId, surveyDecider, command, context);
export const taskCommand = (streamId: string, command: CommandOf<typeof taskDecider>): SeedCommand => (context) =>
  handleCommand(context.store, streamId, taskDecider, command, context);
export const userCommand = (streamId: string, command: CommandOf<typeof userDecider>): SeedCommand => (context) =>
  handleCommand(context.store, streamId, userDecider, command, context);

export const isoDate = (instant: number) => new Date(instant).toISOString().slice(0, 10);

export function createUser(user: DemoUser, passwordHash: string): StreamCommands {
  const streamId = userStreamId(user.id);
  return {
    streamId,
    commands: [
      userCommand(streamId, {
        type: 'CreateUser',
        data: {
          userId: user.id,
          passwordHash,
          username: user.username,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          phone: user.phone,
          gender: user.gender,
          language: user.language,
          type: user.type,
          roles: user.roles,
          level: user.level,
          scopes: user.scopes,
        },
      }),
    ],
  };
}
