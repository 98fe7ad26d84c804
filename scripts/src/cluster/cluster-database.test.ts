import { describe, expect, it } from 'vitest';
import { databaseOf } from './cluster-database.ts';

describe('databaseOf', () => {
  it('names the database and its server\'s maintenance database, keeping credentials and options', () => {
    expect(databaseOf('postgres://app:secret@db.local:5433/facility_cluster?sslmode=disable')).toEqual({
      name: 'facility_cluster',
      maintenanceUrl: 'postgres://app:secret@db.local:5433/postgres?sslmode=disable',
    });
  });

  it('refuses a name that would need quoting', () => {
    expect(() => databaseOf('postgres://u@h/x;drop')).toThrow(/letters, digits and _/);
    expect(() => databaseOf('postgres://u@h/')).toThrow();
  });
});
