import type { Task, TaskOccurrence } from '@facility/contracts';
import { roomNameIn } from '../../../lib/room-name.ts';

/**
 * The task answers carry both of a room's names; the screens show, search and sort the one
 * in the reader's language (issue 19, lib/room-name.ts). Pure.
 */
export const tasksInLanguage = (tasks: readonly Task[], language: string): Task[] =>
  tasks.map((task) => ({
    ...task,
    rooms: task.rooms.map((room) => ({ ...room, displayName: roomNameIn(language, { displayName: room.displayName, nameEn: room.roomNameEn }) })),
  }));

export const occurrencesInLanguage = (occurrences: readonly TaskOccurrence[], language: string): TaskOccurrence[] =>
  occurrences.map((occurrence) => ({ ...occurrence, roomName: roomNameIn(language, { displayName: occurrence.roomName, nameEn: occurrence.roomNameEn }) }));
