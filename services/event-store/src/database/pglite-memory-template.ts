import { PGlite } from '@electric-sql/pglite';

/**
 * The data folder of a new, empty cluster, made once per process and copied into every
 * throw-away `memory://` database after it.
 *
 * Why: PGlite runs initdb for each new in-memory database, 2.5-4 s on this 2-core machine,
 * while starting from a copy of an initialised folder takes 0.3-0.5 s (with the small buffer
 * pool of `connect.ts`). The integration suites open a few hundred of them (one per test
 * on the PGlite backend), so the copy saves minutes of every run. The archive (about 40 MB,
 * uncompressed: unpacking gzip would cost more than it saves) stays in the process; only
 * tests and scratch databases open `memory://`, never the server.
 */
let template: Promise<Blob> | null = null;

export function memoryTemplate(): Promise<Blob> {
  template ??= makeTemplate().catch((error: unknown) => {
    // A failed attempt is not kept: the next database tries again.
    template = null;
    throw error;
  });
  return template;
}

async function makeTemplate(): Promise<Blob> {
  const pristine = await PGlite.create('memory://');
  try {
    return await pristine.dumpDataDir('none');
  } finally {
    await pristine.close();
  }
}
