// The AI tools for the Demo account on the AI demo instance (issue 23), on the local provider the browser
// server runs with: no model, and every screen says so. find-resources ranks the demo world's food program
// first for a food need and says why.
import { expect, type Page, test } from '@playwright/test';
import ar from '../../../community-ui/src/i18n/catalogues/ar';
import { expectAccessible, shot, signInThroughUi, siteOf } from './support';

// axe is injected as a script of the test's own, which the page's Content-Security-Policy would refuse.
test.use({ bypassCSP: true });

const ideas = siteOf('ideas');
const NO_MODEL =
  "No AI model is used here: the answer comes from this site's own programs and reviewed templates.";

const signInAsDemo = async (page: Page) => {
  await signInThroughUi(page, 'demo@ideas.example', undefined, ideas);
  await expect(page).toHaveURL(/\/v2\/ai-tools\/generate-ideas$/);
};

test('find-resources on the local provider ranks the food program first for a food need, with why', async ({
  page,
}) => {
  await signInAsDemo(page);
  await page
    .getByRole('navigation', { name: 'AI tools' })
    .getByRole('link', { name: 'Find resources' })
    .click();
  await expect(page.getByRole('heading', { name: 'Find resources', level: 1 })).toBeVisible();
  await page.getByLabel('What do you need?').fill('We need food and groceries for our family');
  await page.getByRole('button', { name: 'Find resources' }).click();

  const results = page.getByRole('list', { name: 'Find resources' }).getByRole('listitem');
  await expect(results.first().getByRole('heading')).toHaveText('Neighborhood Food Pantry Grant');
  await expect(results.first()).toContainText(
    'Why it matches: in the name: food; in the description: food, groceries, family; in the eligibility criteria: food',
  );
  await expect(page.getByText(NO_MODEL)).toBeVisible();
  await expectAccessible(page, 'find-resources');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `ai-find-resources-${width}`);
  }
});

test('generate-ideas answers from the reviewed templates for the idea typed, saying no model is used', async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.getByLabel('Your idea or need').fill('A food pantry on our block');
  await page.getByRole('button', { name: 'Generate ideas' }).click();
  const answer = page.getByRole('region', { name: 'Answer' });
  await expect(answer).toContainText(NO_MODEL);
  await expect(answer).toContainText(
    'Ideas for “A food pantry on our block” from the programs of Porchlight Ideas Lab:',
  );
  await expect(answer).toContainText('Build on Neighborhood Food Pantry Grant: it speaks of food, pantry.');
  await expectAccessible(page, 'generate-ideas');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `ai-generate-ideas-${width}`);
  }
});

test('the Demo account keeps a prompt in ai-config and tries one in ai-test-prompts', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto(`${ideas}/v2/ai-tools/ai-config`);
  await page.getByLabel('Prompt for Portfolio').fill('Write the portfolio as a short list.');
  await page.getByRole('button', { name: 'Save prompt Portfolio' }).click();
  await expect(page.getByText('The prompt for Portfolio is saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Prompt for Portfolio')).toHaveValue('Write the portfolio as a short list.');
  await shot(page, 'ai-config-1280');

  await page
    .getByRole('navigation', { name: 'AI tools' })
    .getByRole('link', { name: 'Test prompts' })
    .click();
  await page.getByLabel('Tool', { exact: true }).selectOption({ label: 'Profile' });
  await page.getByLabel('What a person would type').fill('I run a coding club for children');
  await page.getByRole('button', { name: 'Try the prompt' }).click();
  const answer = page.getByRole('region', { name: 'Answer' });
  await expect(answer).toContainText(NO_MODEL);
  await expect(answer).toContainText('Programs that fit: Youth Coding Club Fund.');
  await expectAccessible(page, 'ai-test-prompts');
  await page.setViewportSize({ width: 375, height: 900 });
  await shot(page, 'ai-test-prompts-375');
});

test('an instance without the AI tools says so on the tool pages', async ({ page }) => {
  await page.goto(`${siteOf('springfield')}/v2/ai-tools/find-resources`);
  await expect(page.getByRole('heading', { name: 'Find resources', level: 1 })).toBeVisible();
  await expect(page.getByText('This site does not offer the AI tools.')).toBeVisible();
  await expect(page.getByLabel('What do you need?')).toHaveCount(0);
});

test('in Arabic find-resources reads right to left at 375 px, its notice and why in Arabic', async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.setViewportSize({ width: 375, height: 900 });
  await page.evaluate(() => localStorage.setItem('porchlight.lang', 'ar'));
  await page.goto(`${ideas}/v2/ai-tools/find-resources`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel(ar['ai.resources.input']).fill('food for my family');
  await page.getByRole('button', { name: ar['ai.resources.submit'] }).click();
  await expect(page.getByText(ar['ai.noModel'])).toBeVisible();
  const first = page.getByRole('list', { name: ar['ai.resources.title'] }).getByRole('listitem').first();
  await expect(first).toContainText(
    `${ar['ai.resources.why']}: ${ar['ai.resources.inName'].replace('{words}', 'food')}`,
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page, 'find-resources in Arabic');
  await shot(page, 'ai-find-resources-ar-375');
});
