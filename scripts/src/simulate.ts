#!/usr/bin/env node
// Drives a server as devices would: `npm run simulate -- --url http://localhost:3000
// --token <device token> [--token ...] [--rate 5] [--seconds 60]`. Each token is one device
// (from `POST /api/admin/devices`); batches go to <url>/api/ingest with the token as bearer,
// and every second prints what the server accepted, found duplicate, or refused. Bounded:
// it stops after --seconds (default 60, at most an hour) and talks to the given URL only.
// With --tablets the tokens are tablets: they also hold the device channel open
// (<url>/api/devices/channel, WebSocket) and acknowledge the commands the panel sends.
import { parseArgs } from 'node:util';
import type { IncomingEvent } from '@facility/api';
import { startSimulator, type SimulatedDevice } from './demo/simulator.ts';
import { channelUrl, runTablet } from './demo/simulator.tablets.ts';

const USAGE =
  'usage: npm run simulate -- --url http://localhost:3000 --token <device token> [--token ...] [--rate 5] [--seconds 60] [--tablets]';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    token: { type: 'string', multiple: true, default: [] },
    rate: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '60' },
    tablets: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
let base: URL;
try {
  base = new URL(values.url.endsWith('/') ? values.url : `${values.url}/`);
} catch {
  fail(`--url must be an http(s) URL, got "${values.url}"`);
}
if (base.protocol !== 'http:' && base.protocol !== 'https:') fail('--url must start with http:// or https://');
const endpoint = new URL('api/ingest', base);
const tokens = values.token;
if (tokens.length === 0) fail('give at least one --token');
const rate = Number(values.rate);
if (!Number.isFinite(rate) || rate <= 0 || rate > 1_000) fail('--rate must be a number of events per second, 0-1000');
const seconds = Number(values.seconds);
if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 3_600) fail('--seconds must be between 0 and 3600');

interface TokenDevice extends SimulatedDevice {
  token: string;
}
// The server knows each device's room and type; here each token is a device of its own.
const devices: TokenDevice[] = tokens.map((token, index) => ({
  deviceId: `device-${index + 1}`,
  roomId: `room-${index + 1}`,
  siteId: 'remote',
  token,
  ...(values.tablets ? { deviceType: 'tablet' as const } : {}),
}));

const second = { accepted: 0, duplicates: 0, errors: 0 };
const total = { accepted: 0, duplicates: 0, errors: 0 };
let lastError = '';

async function send(device: TokenDevice, events: IncomingEvent[]): Promise<void> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { authorization: `Bearer ${device.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ events }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    second.errors += events.length;
    lastError = error instanceof Error ? error.message : String(error);
    return;
  }
  if (response.status === 202) {
    const body = (await response.json()) as { accepted: number; duplicates: number };
    second.accepted += body.accepted;
    second.duplicates += body.duplicates;
    return;
  }
  second.errors += events.length;
  const text = await response.text().catch(() => '');
  let title = text.slice(0, 200);
  try {
    const problem = JSON.parse(text) as { title?: string; detail?: string };
    title = problem.detail ?? problem.title ?? title;
  } catch {
    // not JSON: keep the text
  }
  lastError = `${response.status} ${title} (${device.deviceId})`;
}

console.log(`Simulating ${devices.length} device(s) against ${endpoint.href} at ~${rate} events/s for ${seconds} s`);
const stop = new AbortController();
process.once('SIGINT', () => stop.abort());
const started = Date.now();
const running = AbortSignal.any([stop.signal, AbortSignal.timeout(seconds * 1_000)]);
if (values.tablets) console.log(`The tokens are tablets: each also listens for commands on ${channelUrl(base).href}`);
const simulator = startSimulator({
  devices,
  ratePerSecond: rate,
  send,
  signal: running,
});
const tablets = values.tablets
  ? devices.map((device) =>
      runTablet({ url: channelUrl(base), token: device.token, name: `tablet ${device.deviceId}`, signal: running, log: (line) => console.log(`  ${line}`) }),
    )
  : [];
const ticker = setInterval(() => {
  const elapsed = Math.round((Date.now() - started) / 1000);
  console.log(
    `${String(elapsed).padStart(4)} s  accepted ${String(second.accepted).padStart(4)}  duplicates ${String(second.duplicates).padStart(3)}  ` +
      `errors ${String(second.errors).padStart(3)}${second.errors > 0 ? `  (${lastError})` : ''}`,
  );
  for (const key of ['accepted', 'duplicates', 'errors'] as const) {
    total[key] += second[key];
    second[key] = 0;
  }
}, 1_000);
await simulator.done;
const commands = (await Promise.all(tablets)).reduce((sum, tablet) => sum + tablet.commands, 0);
clearInterval(ticker);
for (const key of ['accepted', 'duplicates', 'errors'] as const) total[key] += second[key];
console.log(
  `done: ${total.accepted} accepted, ${total.duplicates} duplicates, ${total.errors} errors` +
    (values.tablets ? `, ${commands} tablet command(s) acknowledged` : ''),
);
process.exitCode = total.errors > 0 && total.accepted === 0 ? 1 : 0;
