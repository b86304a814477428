// The catalogue a person can use (issue 18): search by text, deadline and award; each card with its deadline,
// award and the first eligibility criteria; the program page's checklist; a program not open yet says when it
// opens, with no Apply. At 1280 and 375 px and in Arabic (right to left), axe clean.
import { expect, type Page, test } from '@playwright/test';
import {
  api,
  expectAccessible,
  FRESH_PASSWORD,
  freshUser,
  shot,
  signInThroughUi,
  siteOf,
  springfieldAdmin,
} from './support';

// axe is injected as a script, which the page's policy would refuse.
test.use({ bypassCSP: true });

const springfield = siteOf('springfield');
const DAY = 24 * 60 * 60 * 1000;
/** Seeded: opens 2030-10-01, not open yet. */
const WINTER_HEATING = 'Winter Heating Assistance';

/** A program of this test's own that closes in ten days, so "closing within 30 days" has one to find. */
async function programClosingSoon(): Promise<string> {
  const request = await api();
  const name = `Storm Recovery Fund ${Date.now().toString(36)}`;
  const res = await request.post('/api/admin/programs', {
    headers: { authorization: `Bearer ${await springfieldAdmin()}` },
    data: {
      displayName: name,
      description: 'Quick help after the spring storms.',
      audience: [2],
      scope: 'Local',
      closesAt: new Date(Date.now() + 10 * DAY).toISOString(),
      amountMin: 200,
      amountMax: 4000,
      eligibilityCriteria: [{ label: 'Home damaged by the storm' }, { label: 'Lives in Springfield' }],
    },
  });
  expect(res.status()).toBe(201);
  return name;
}

const cards = (page: Page) => page.locator('.program-grid > li');
const card = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });

async function openCatalogue(page: Page, tag: string) {
  await signInThroughUi(page, await freshUser(tag), FRESH_PASSWORD);
  await expect(page).toHaveURL(`${springfield}/resources`);
  await expect(card(page, 'Grocery Support')).toHaveCount(1);
}

test('searches by text, deadline and award, reads the checklist, and sees a program not open yet without Apply', async ({
  page,
}) => {
  const soon = await programClosingSoon();
  await openCatalogue(page, 'catalogue-search');

  // The card: deadline, award, the first criteria.
  const grocery = card(page, 'Grocery Support');
  await expect(grocery.getByText('$50 to $350')).toBeVisible();
  await expect(grocery.getByRole('list', { name: 'Who can apply' }).getByRole('listitem')).toHaveText([
    'Lives in Springfield',
    'Household income under $3,500 a month',
  ]);
  const rental = card(page, 'Emergency Rental Assistance');
  await expect(rental.locator('dt', { hasText: 'Deadline' })).toBeVisible();
  await expect(rental.getByText('$500 to $3,000')).toBeVisible();

  await page.getByLabel('Search by name or description').fill('winter');
  await expect(cards(page)).toHaveCount(1);
  const winter = card(page, WINTER_HEATING);
  await expect(winter.getByText('Not open yet: applications open on Oct 1, 2030.')).toBeVisible();
  await expect(winter.getByRole('link', { name: /^Apply/ })).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText('1 program shown');
  await shot(page, 'catalogue-search-text');

  await page.getByLabel('Search by name or description').fill('');
  await page.getByLabel('Deadline').selectOption('closingSoon');
  await expect(card(page, soon)).toHaveCount(1);
  await expect(card(page, 'Grocery Support')).toHaveCount(0);
  await expect(card(page, WINTER_HEATING)).toHaveCount(0);
  await expect(card(page, soon).getByRole('link', { name: /^Apply/ })).toHaveCount(1);

  await page.getByLabel('Deadline').selectOption('openNow');
  await expect(card(page, 'Grocery Support')).toHaveCount(1);
  await expect(card(page, WINTER_HEATING)).toHaveCount(0);

  await page.getByLabel('Deadline').selectOption('any');
  await page.getByLabel('Award of at least ($)').fill('2000');
  await expect(card(page, 'Emergency Rental Assistance')).toHaveCount(1);
  await expect(card(page, soon)).toHaveCount(1);
  await expect(card(page, 'Grocery Support')).toHaveCount(0);
  await expect(card(page, 'Senior Home Repair')).toHaveCount(0);
  await shot(page, 'catalogue-search-amount');
  await expectAccessible(page, 'catalogue with a search');

  await page.getByRole('link', { name: 'Emergency Rental Assistance', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Emergency Rental Assistance' })).toBeVisible();
  await expect(page.getByText('$500 to $3,000')).toBeVisible();
  await page.goto(`${springfield}/resources/5`);
  const checklist = page.getByRole('list', { name: 'Who can apply' });
  await expect(checklist.getByRole('listitem')).toHaveText([
    'Lives in Springfield',
    'Household income under $3,500 a month',
  ]);
  await expect(page.getByRole('link', { name: /^Apply/ })).toHaveCount(1);
  await shot(page, 'program-checklist');
  await expectAccessible(page, 'program page with its checklist');

  await page.goto(`${springfield}/resources/23`);
  await expect(page.getByText('Not open yet: applications open on Oct 1, 2030.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Apply/ })).toHaveCount(0);
  await shot(page, 'program-not-open-yet');
});

test('at 375 px the search and the cards fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openCatalogue(page, 'catalogue-phone');
  await page.getByLabel('Award of at least ($)').fill('1000');
  await expect(card(page, 'Emergency Rental Assistance')).toHaveCount(1);
  await expect(card(page, 'Grocery Support')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'catalogue-search-375');
  await expectAccessible(page, 'catalogue at 375 px');
});

test('in Arabic the search reads right to left and a program not open yet says when in Arabic', async ({
  page,
}) => {
  await openCatalogue(page, 'catalogue-ar');
  await page.evaluate(() => localStorage.setItem('porchlight.lang', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel('ابحث بالاسم أو الوصف').fill('Winter');
  const winter = card(page, WINTER_HEATING);
  await expect(winter.getByText(/^لم يُفتح بعد: يبدأ تقديم الطلبات في /)).toBeVisible();
  await expect(winter.getByRole('link')).toHaveCount(2);
  await page.getByLabel('ابحث بالاسم أو الوصف').fill('');
  await page.getByLabel('الموعد النهائي').selectOption('openNow');
  await expect(card(page, 'Grocery Support')).toHaveCount(1);
  await shot(page, 'catalogue-search-ar');
  await expectAccessible(page, 'catalogue in Arabic');
});
