import type { SurveyResults } from '@facility/contracts';
import { expect, test, type Page } from '@playwright/test';
import { apiJson, byTestId } from './support/dashboard.ts';
import { DEVICES_ADMIN, DEVICES_BASE_URL } from './support/e2e-env.ts';
import { makeFieldCustomer, registerDevice, type FieldCustomer } from './support/field-journey.ts';
import { localDate, loginAs } from './support/setup-journey.ts';

/**
 * Issue 16's surveys and kiosk, end to end on the devices journey's server: a manager builds
 * a two-language survey and assigns it to a tablet; the tablet's kiosk page (just a browser
 * with the device's token) shows it in Hebrew, and its answers go through the ingest to the
 * results screen. With the network cut, answers queue on the tablet and go up once, with
 * their ids, when it returns: nothing lost, nothing doubled.
 */

test.use({ baseURL: DEVICES_BASE_URL });

const made = { customer: null as FieldCustomer | null, tabletId: '', tabletToken: '', surveyId: '' };

async function answerOnKiosk(kiosk: Page, stars: number, comment: string): Promise<void> {
  await expect(byTestId(kiosk, 'survey-stage')).toHaveAttribute('data-kind', 'rating');
  await byTestId(kiosk, `survey-rating-${stars}`).click();
  await expect(byTestId(kiosk, 'survey-stage')).toHaveAttribute('data-kind', 'open_text');
  await byTestId(kiosk, 'survey-text').fill(comment);
  await byTestId(kiosk, 'survey-submit').click();
  await expect(byTestId(kiosk, 'survey-thanks')).toBeVisible();
}

test('a manager builds a survey in two languages and assigns it to a tablet', async ({ page, browser }) => {
  await loginAs(page, DEVICES_ADMIN, /\/(dashboard|admin\/[\w/-]+)$/);
  made.customer = await makeFieldCustomer(page.request, 'Survey Works', 'Lobby WC');
  const tablet = await registerDevice(page.request, made.customer.room.id, 'tablet', 'TAB-SV-1');
  made.tabletId = tablet.deviceId;
  made.tabletToken = tablet.token;

  const context = await browser.newContext();
  const manager = await context.newPage();
  try {
    await loginAs(manager, made.customer.manager);
    await manager.goto('/survey');
    await expect(byTestId(manager, 'empty-state')).toHaveText('No surveys created');
    await byTestId(manager, 'survey-add').click();
    await expect(byTestId(manager, 'survey-builder')).toBeVisible();

    await byTestId(manager, 'survey-name').fill('Lobby feedback');
    await byTestId(manager, 'survey-language-add').selectOption('he');
    // The first stage is a rating; a second asks for a comment.
    await byTestId(manager, 'survey-stage-title-en').fill('How clean is it here?');
    await byTestId(manager, 'survey-stage-title-he').fill('כמה נקי כאן?');
    await byTestId(manager, 'survey-add-stage-kind').selectOption('open_text');
    await byTestId(manager, 'survey-add-stage').click();
    await expect(byTestId(manager, 'survey-stage-editor')).toHaveAttribute('data-stage', '1');
    await byTestId(manager, 'survey-stage-title-en').fill('Anything to add?');
    await byTestId(manager, 'survey-stage-title-he').fill('רוצים להוסיף משהו?');
    await byTestId(manager, 'survey-builder-save').click();

    const row = byTestId(manager, 'survey-row').filter({ hasText: 'Lobby feedback' });
    await expect(row).toBeVisible();
    made.surveyId = (await row.getAttribute('data-survey-id')) ?? '';
    expect(made.surveyId).not.toBe('');

    await row.getByTestId('survey-assign').click();
    const dialog = byTestId(manager, 'survey-assign-dialog');
    await dialog.locator(`[data-testid="survey-assign-device"][data-device-id="${made.tabletId}"]`).check();
    await byTestId(manager, 'survey-assign-save').click();
    await expect(row.getByTestId('survey-row-devices')).toHaveText('1');
  } finally {
    await context.close();
  }
});

test('the kiosk shows it in Hebrew, queues answers offline and sends each once, and the results count them', async ({ browser }) => {
  const customer = made.customer!;
  const tabletContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const kiosk = await tabletContext.newPage();
  const accepted: number[] = [];
  kiosk.on('response', async (response) => {
    if (response.url().endsWith('/api/ingest') && response.status() === 202) accepted.push(((await response.json()) as { accepted: number }).accepted);
  });
  try {
    await kiosk.goto(`/kiosk?lang=he#${made.tabletToken}`);
    await expect(byTestId(kiosk, 'survey')).toHaveAttribute('data-survey-id', made.surveyId);
    await expect(kiosk.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(byTestId(kiosk, 'survey-stage-title')).toHaveText('כמה נקי כאן?');
    // The token left the address bar (it stays on the tablet).
    expect(new URL(kiosk.url()).hash).toBe('');

    await answerOnKiosk(kiosk, 4, 'מבריק');
    await expect.poll(() => accepted.reduce((sum, n) => sum + n, 0)).toBe(1);

    // The network goes: the answer waits on the tablet.
    await tabletContext.setOffline(true);
    await answerOnKiosk(kiosk, 2, 'חסר נייר');
    await expect(byTestId(kiosk, 'device-queue-count')).toHaveAttribute('data-count', '1');
    await tabletContext.setOffline(false);
    await expect(byTestId(kiosk, 'device-queue-count')).toHaveCount(0, { timeout: 30_000 });
    await expect.poll(() => accepted.reduce((sum, n) => sum + n, 0)).toBe(2);
  } finally {
    await tabletContext.close();
  }

  // Two submissions reached the results: the first and the queued one, neither twice.
  const context = await browser.newContext();
  const manager = await context.newPage();
  try {
    await loginAs(manager, customer.manager);
    const today = localDate('Asia/Jerusalem');
    const results = () => apiJson<SurveyResults>(manager, `/api/survey/${made.surveyId}/results?timeType=custom_time&timeFrom=${today}&timeTo=${today}`);
    await expect.poll(async () => (await results()).submissions).toBe(2);
    const { stages } = await results();
    expect(stages[0]).toMatchObject({ answers: 2, ratingAverage: 50 });
    expect(stages[1]!.texts.map((entry) => entry.text).sort()).toEqual(['חסר נייר', 'מבריק'].sort());

    await manager.goto(`/survey?results=${made.surveyId}`);
    await byTestId(manager, 'survey-results-time-type').selectOption('custom_time');
    await byTestId(manager, 'survey-results-from').fill(today);
    await byTestId(manager, 'survey-results-to').fill(today);
    await expect(byTestId(manager, 'survey-results-submissions')).toContainText('2');
    await expect(byTestId(manager, 'survey-stage-result')).toHaveCount(2);
    await expect(byTestId(manager, 'survey-texts')).toContainText('חסר נייר');
  } finally {
    await context.close();
  }
});
