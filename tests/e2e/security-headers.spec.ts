import { expect, test } from '@playwright/test';
import { byTestId, login } from './support/dashboard.ts';

// The content security policy (no inline script or style, our own origin only, no framing)
// must hold for the real built dashboard: every screen renders with no violation reported.
const SCREENS = [
  { path: '/dashboard', ready: 'overview-card-value-visits' },
  { path: '/dashboard/performance', ready: 'performance-chart' },
  { path: '/dashboard/analytics/analyses', ready: 'analytics-hour-chart' },
  { path: '/dashboard/roiCalculator', ready: 'roi-payback' },
  { path: '/real-time', ready: 'realtime-board' },
];

test('the dashboard runs under its content security policy without a single violation', async ({ page }) => {
  const violations: string[] = [];
  // In the page: violations bubble from the document to the window, which records them.
  await page.addInitScript(() => {
    type Violation = { violatedDirective: string; blockedURI: string };
    const scope = globalThis as unknown as { __cspViolations: string[]; addEventListener(type: string, listener: (event: Violation) => void): void };
    scope.__cspViolations = [];
    scope.addEventListener('securitypolicyviolation', (event) => scope.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });

  const root = await page.goto('/');
  expect(root?.status()).toBe(200);
  expect(root?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

  await login(page, 'admin');
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await expect(byTestId(page, screen.ready).first()).toBeVisible();
    const reported = await page.evaluate(() => (globalThis as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
    expect(reported, `violations on ${screen.path}`).toEqual([]);
  }
  expect(violations).toEqual([]);

  // The policy is enforced and the listener hears it: an inline script injected now is refused.
  const ran = await page.evaluate(() => {
    const scope = globalThis as unknown as { __inlineRan?: boolean; document: { createElement(tag: string): { textContent: string }; head: { appendChild(node: unknown): void } } };
    const script = scope.document.createElement('script');
    script.textContent = 'globalThis.__inlineRan = true';
    scope.document.head.appendChild(script);
    return scope.__inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect
    .poll(() => page.evaluate(() => (globalThis as unknown as { __cspViolations: string[] }).__cspViolations))
    .toEqual([expect.stringMatching(/^script-src/)]);
});
