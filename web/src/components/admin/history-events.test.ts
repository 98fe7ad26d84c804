import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CompanyEventSchemas,
  DeviceRegistryEventSchemas,
  FranchiseEventSchemas,
  RoomEventSchemas,
  SiteEventSchemas,
  UserEventSchemas,
  WorkingAreaEventSchemas,
} from '@facility/contracts';
import { describe, expect, it } from 'vitest';

// The history panel names each change with `history.event.<type>`; a type without a key falls
// back to its English name, which a Hebrew or Arabic reader would see. The dictionaries test
// then makes every language follow English, so English is the one to check here.
const ORGANISATION_EVENT_TYPES = [
  FranchiseEventSchemas,
  CompanyEventSchemas,
  SiteEventSchemas,
  RoomEventSchemas,
  DeviceRegistryEventSchemas,
  UserEventSchemas,
  WorkingAreaEventSchemas,
].flatMap((schemas) => Object.keys(schemas));

const english = JSON.parse(readFileSync(join(import.meta.dirname, '../../i18n/locales/en/admin.json'), 'utf8')) as Record<string, string>;

describe('history event names', () => {
  it('has an English name for every organisation event type', () => {
    expect(ORGANISATION_EVENT_TYPES.length).toBeGreaterThan(0);
    const missing = ORGANISATION_EVENT_TYPES.filter((type) => !english[`history.event.${type}`]?.trim());
    expect(missing).toEqual([]);
  });

  it('names no event type that no longer exists', () => {
    const known = new Set(ORGANISATION_EVENT_TYPES);
    const stale = Object.keys(english)
      .filter((key) => key.startsWith('history.event.'))
      .map((key) => key.slice('history.event.'.length))
      .filter((type) => !known.has(type));
    expect(stale).toEqual([]);
  });
});
