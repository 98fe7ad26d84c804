#!/usr/bin/env node
// `node scripts/src/supervise.ts <script> [args...]`: runs the script (`scripts/src/start.ts`
// for `npm start`, `services/api/src/main.ts` for `npm run serve`) as a child process and
// starts it again whenever it dies, so a crash costs seconds, not the service. SIGINT and
// SIGTERM go to the child; the supervisor exits with it. In production, systemd's
// `Restart=always` or a container's `restart: unless-stopped` play the same part.
import { spawn, type ChildProcess } from 'node:child_process';
import { CONFIG_EXIT_CODE, nextRestartDelay } from './supervise/restart-policy.ts';

/** A child that does not stop within this long after the signal is killed. */
const STOP_DEADLINE_MS = 20_000;

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: node scripts/src/supervise.ts <script> [args...]');
  process.exit(2);
}

let child: ChildProcess | null = null;
let stopping = false;
let delay: number | null = null;

function start(): void {
  const startedAt = Date.now();
  // The child runs with the supervisor's own Node flags (`node --liftoff-only scripts/src/supervise.ts ...`):
  // V8 flags cannot come through NODE_OPTIONS, so the command line is the only way in.
  const running = spawn(process.execPath, [...process.execArgv, script!, ...args], { stdio: 'inherit' });
  child = running;
  let ended = false;
  const end = (how: string, exitCode: number) => {
    if (ended) return;
    ended = true;
    child = null;
    if (stopping) process.exit(exitCode);
    // The child said its configuration is wrong (the port taken, the data folder in use, no
    // such database): starting it again cannot help, so the supervisor ends with it.
    if (exitCode === CONFIG_EXIT_CODE) {
      console.error(`supervisor: ${script} could not start with this configuration; not starting it again`);
      process.exit(exitCode);
    }
    delay = nextRestartDelay(delay, Date.now() - startedAt);
    console.error(`supervisor: ${script} ${how}; starting it again in ${delay / 1000} s`);
    setTimeout(start, delay);
  };
  running.once('exit', (code, signal) => end(`exited (${signal ?? `code ${code}`})`, code ?? (signal ? 1 : 0)));
  // A child that could not be started (out of memory or processes) reports only an 'error',
  // which would otherwise throw here and end the supervisor too; 'exit' may follow it.
  running.once('error', (error) => end(`failed (${error.message})`, 1));
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    if (!child) process.exit(0);
    child.kill(signal);
    setTimeout(() => child?.kill('SIGKILL'), STOP_DEADLINE_MS).unref();
  });
}

start();
