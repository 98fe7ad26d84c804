import { DataDirInUseError, isTransientDatabaseError } from '@facility/event-store';
import type { FastifyInstance } from 'fastify';

/**
 * The exit code of a start that failed on its configuration (sysexits' EX_CONFIG): starting
 * again cannot help until someone changes something, so the supervisor does not restart it.
 * Any other failure exits with 1 and is restarted (a database still starting comes up).
 */
export const EXIT_CONFIG = 78;

export interface StartupFailure {
  /** One paragraph for the operator, without a stack trace. */
  message: string;
  exitCode: number;
}

/** `postgres://user:secret@host/db` without the password, to be shown. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a valid URL)';
  }
}

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause === undefined ? undefined : codeOf(cause);
};

/**
 * Pure: what to tell whoever started the server when it could not start, for the failures a
 * newcomer or an operator meets (the port taken, the embedded folder in use, the database
 * unreachable, missing or refusing the login); null for anything else, which is shown with
 * its stack as a bug would be.
 */
export function describeStartupFailure(error: unknown, context: { port: number; databaseUrl: string | null }): StartupFailure | null {
  if (error instanceof DataDirInUseError) return { message: error.message, exitCode: EXIT_CONFIG };
  const code = codeOf(error);
  if (code === 'EADDRINUSE') {
    return { message: `Port ${context.port} is already in use: stop what listens there, or set PORT to another port.`, exitCode: EXIT_CONFIG };
  }
  if (code === 'EACCES' && (error as { syscall?: string }).syscall === 'listen') {
    return { message: `Not allowed to listen on port ${context.port}: use a port above 1023 (PORT).`, exitCode: EXIT_CONFIG };
  }
  if (!context.databaseUrl) return null;
  const where = redactUrl(context.databaseUrl);
  // SQLSTATE 3D000 invalid_catalog_name; 28P01 invalid_password and 28000 invalid_authorization_specification.
  if (code === '3D000') {
    const name = decodeURIComponent(new URL(context.databaseUrl).pathname.slice(1));
    return { message: `The database "${name}" does not exist on the server of DATABASE_URL (${where}): create it (createdb ${name}) or fix the URL.`, exitCode: EXIT_CONFIG };
  }
  if (code === '28P01' || code === '28000') {
    return { message: `PostgreSQL refused the login of DATABASE_URL (${where}): check its user and password, and pg_hba.conf.`, exitCode: EXIT_CONFIG };
  }
  if (isTransientDatabaseError(error)) {
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    return { message: `Cannot reach the database of DATABASE_URL (${where}): ${reason}. Is PostgreSQL running there, and is the URL right?`, exitCode: 1 };
  }
  return null;
}

/** What a server process starts: an app to listen with, and how to close everything it opened. */
export interface StartedServer {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Starts a server process's parts and listens. If listening fails, what was started is
 * closed first (the embedded folder's lock goes with it). A failure
 * {@link describeStartupFailure} knows is printed in one line and ends the process with its
 * code; anything else is thrown on.
 */
export async function startServer<S extends StartedServer>(start: () => Promise<S>, config: { port: number; host: string; databaseUrl: string | null }): Promise<S> {
  try {
    const started = await start();
    await started.app.listen({ port: config.port, host: config.host }).catch(async (error: unknown) => {
      await started.close();
      throw error;
    });
    return started;
  } catch (error) {
    const failure = describeStartupFailure(error, config);
    if (!failure) throw error;
    console.error(`\n  Could not start: ${failure.message}\n`);
    process.exit(failure.exitCode);
  }
}
