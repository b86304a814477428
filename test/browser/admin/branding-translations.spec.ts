// The Branding tab's translations (access spec §3, GET /api/branding?lang=): a language picker over the
// instance's languages but English, and the portal title, login heading and login message in that language,
// checked with the server's rules and saved apart from the branding above. The health exchange's Korean
// texts change here; the texts other tests read (English, Vietnamese) stay as seeded.
import { test } from '@playwright/test';
import { adminRoute, api, communityUrl, expect, SLOW_TEST_MS, sessionTokenOf, shot, signIn } from './support';

test.describe.configure({ timeout: SLOW_TEST_MS });

const HEALTH = { id: 483, subdomain: 'healthexchange' };
const HEALTH_ADMIN = 'admin@healthexchange.example';

interface TranslationsRecord {
  languages: string[];
  translations: Record<string, Record<string, string>>;
}

async function adminCall(method: 'get' | 'put', path: string, data?: unknown) {
  const request = await api();
  const response = await request[method](path, {
    headers: { authorization: `Bearer ${await sessionTokenOf(HEALTH_ADMIN, 3, HEALTH)}` },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

const brandingIn = async (lang: string) =>
  (await (await api()).get(`/api/branding?instance=${HEALTH.subdomain}&lang=${lang}`)).json() as Promise<
    Record<string, string | null>
  >;

test('the translations of the branding texts are picked by language, checked, saved and served', async ({
  page,
}) => {
  const seeded = (await adminCall(
    'get',
    `/api/admin/branding-translations/${HEALTH.id}`,
  )) as TranslationsRecord;
  const english = (await adminCall('get', `/api/admin/branding/${HEALTH.id}`)) as Record<string, string>;
  const heading = `건강 거래소에 오신 것을 환영합니다 ${Date.now()}`;
  try {
    await signIn(page, HEALTH_ADMIN, HEALTH);
    await page.goto(adminRoute('/instance-portal/branding', HEALTH));
    const section = page.getByRole('region', { name: 'Translations' });

    // The first language with texts is shown; English is not offered, the branding above is English.
    const picker = section.getByRole('combobox', { name: 'Language' });
    await expect(picker).toHaveText('Español (translated)');
    await expect(section.getByLabel('Portal title (Español)')).toHaveValue(
      seeded.translations.es.ds_portalTitle,
    );
    await picker.click();
    await expect(page.getByRole('option')).toHaveText([
      'Español (translated)',
      'Tiếng Việt (translated)',
      '한국어 (translated)',
      '中文（繁體） (translated)',
    ]);
    await page.getByRole('option', { name: '한국어 (translated)' }).click();

    // The server's rules as the form is typed; an empty text names the English one it falls back to.
    const title = section.getByLabel('Portal title (한국어)');
    await title.fill('가'.repeat(201));
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByText('Portal title (한국어) must be at most 200 characters')).toBeVisible();
    await title.fill(seeded.translations.ko.ds_portalTitle);
    await section.getByLabel('Login heading (한국어)').fill(heading);
    await section.getByLabel('Login message (한국어)').fill('');
    await expect(section.getByText(`Empty: "${english.ds_loginMessage}"`)).toBeVisible();
    await shot(page, 'instance-branding-translations');
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Element updated')).toBeVisible();

    await expect.poll(async () => (await brandingIn('ko')).ds_loginHeading).toBe(heading);
    const korean = await brandingIn('ko');
    expect(korean.ds_loginMessage).toBe(english.ds_loginMessage);
    expect((await brandingIn('es')).ds_portalTitle).toBe(seeded.translations.es.ds_portalTitle);

    // The branding above was read again with the new version: its own save is not refused as stale.
    await page.getByLabel('Login heading', { exact: true }).fill(`${english.ds_loginHeading} `);
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByText('Element updated')).toBeVisible();
    await expect(page.getByText(/changed by someone else/)).toHaveCount(0);

    // The community login page in Korean.
    const community = await page.context().newPage();
    await community.goto(communityUrl('/login', HEALTH));
    await community.evaluate(() => localStorage.setItem('porchlight.lang', 'ko'));
    await community.reload();
    await expect(community.getByText(heading)).toBeVisible();
    await community.close();
  } finally {
    await adminCall('put', `/api/admin/branding-translations/${HEALTH.id}`, {
      translations: { ko: seeded.translations.ko },
    });
    await adminCall('put', `/api/admin/branding/${HEALTH.id}`, { ds_loginHeading: english.ds_loginHeading });
  }
});
