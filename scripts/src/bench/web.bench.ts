/**
 * Web benchmark (`npm run bench:web`): the gzipped size of the dashboard's initial
 * JavaScript, and the time from navigation to the overview's first meaningful paint (the
 * metric cards with their figures) in the system Chromium against the demo, cold (a new
 * browser context, empty cache) and warm (the same context again).
 *
 * Starts `npm start --no-simulate` on a fresh embedded database (the demo seeds first,
 * about 40 s). Flags: `--runs N` (default 5).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext } from '@playwright/test';
import { ensureWebBuild, WEB_DIST } from '../web/ensure-web-build.ts';
import { initialJavaScript, totalGzipKb } from '../web/initial-bundle.ts';
import { formatNumber, formatTable, peakRssLine, percentile, progress, writeJson } from './bench-report.ts';
import { startApiProcess } from './support/api-process.ts';

const { values: flags } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(flags.runs);
if (!(RUNS > 0)) throw new Error(`--runs must be a positive number, got ${flags.runs}`);
const START = fileURLToPath(new URL('../start.ts', import.meta.url));
const BUDGET_KB = 300;
/** The demo's first start seeds 95 days of history before it answers healthy: minutes on a slow day. */
const DEMO_START_TIMEOUT_MS = 10 * 60_000;

async function timeToOverview(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  try {
    await page.goto(`${url}/dashboard`);
    await page.getByTestId('overview-card-value-visits').waitFor({ state: 'visible', timeout: 60_000 });
    await page.getByTestId('loading').waitFor({ state: 'detached', timeout: 60_000 }).catch(() => {});
    // Milliseconds since the navigation started, measured by the page itself.
    return await page.evaluate(() => performance.now());
  } finally {
    await page.close();
  }
}

async function main(): Promise<void> {
  await ensureWebBuild();
  const bundle = initialJavaScript(WEB_DIST);
  const kb = totalGzipKb(bundle);
  progress(`initial JavaScript: ${formatNumber(kb, 1)} KB gzipped; starting the demo on a fresh embedded database`);
  const dataDir = mkdtempSync(join(tmpdir(), 'facility-web-bench-'));
  // The demo without simulated traffic, so the figures hold still.
  const demo = await startApiProcess({ DATA_DIR: dataDir }, START, ['--no-simulate'], { startTimeoutMs: DEMO_START_TIMEOUT_MS });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const cold: number[] = [];
  const warm: number[] = [];
  let apiPeakRssMb: number | null = null;
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      const login = await context.request.post(`${demo.url}/api/auth/login`, { data: { email: 'manager@demo.test', password: 'demo-manager' } });
      if (!login.ok()) throw new Error(`login answered ${login.status()}`);
      cold.push(await timeToOverview(context, demo.url));
      warm.push(await timeToOverview(context, demo.url));
      await context.close();
      progress(`run ${run + 1}/${RUNS}: cold ${formatNumber(cold.at(-1)!, 0)} ms, warm ${formatNumber(warm.at(-1)!, 0)} ms`);
    }
  } finally {
    await browser.close();
    apiPeakRssMb = demo.peakRssMb();
    await demo.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  cold.sort((a, b) => a - b);
  warm.sort((a, b) => a - b);
  console.log(`\nWeb: the dashboard's initial JavaScript and the overview's first meaningful paint (system Chromium, demo data, ${RUNS} runs)\n`);
  console.log(
    formatTable(
      ['measure', 'value', 'target'],
      [
        ['initial JavaScript, gzipped', `${formatNumber(kb, 1)} KB`, `< ${BUDGET_KB} KB ${kb < BUDGET_KB ? 'met' : 'MISSED'}`],
        ['overview painted, cold cache, p50', `${formatNumber(percentile(cold, 50), 0)} ms`, ''],
        ['overview painted, cold cache, max', `${formatNumber(cold.at(-1) ?? null, 0)} ms`, ''],
        ['overview painted, warm cache, p50', `${formatNumber(percentile(warm, 50), 0)} ms`, ''],
      ],
    ),
  );
  console.log(`\n${peakRssLine('Demo (API, projector and simulator-less seed)', apiPeakRssMb)}`);
  console.log(`\nwritten to ${writeJson('web', { initialJavaScriptKb: kb, files: bundle, coldMs: cold, warmMs: warm, apiPeakRssMb })}`);
}

await main();
