// What the instance portal's Content tab saves is what the community pages show (access spec §2 "Footer and
// misc", "Contact support", "Top navigation"): the footer's FAQs link (on /v2/ paths, only when set), the
// privacy dialog's notice, policy link and contact, the contact-support text and the about text of the
// contact-info page; with nothing saved, the built-in texts. The marketplace instance's content changes
// here, so the pages other tests read stay as seeded.
import { expect, type Page, test } from '@playwright/test';
import { api, openSignedIn, sessionTokenOf, shot, siteOf } from './support';

const MARKET = { id: 500, subdomain: 'market' };
const market = siteOf(MARKET.subdomain);
const CONTENT = `/api/admin/instance-content/${MARKET.id}`;

const content = {
  about: 'The marketplace lists offers from vetted vendors.\n\nReviewers check every listing.',
  support: 'Write to the marketplace desk; we answer within two working days.',
  faqUrl: 'https://market.example/faq',
  privacyPolicy: 'We keep purchase records for seven years.\n\nVendors never see your payment details.',
  privacyPolicyUrl: 'https://market.example/privacy',
  privacyContact: 'privacy@market.example',
};

interface ContentRecord {
  contact_info: Record<string, unknown>;
  content: Record<string, string>;
}

async function saveContent(record: ContentRecord): Promise<void> {
  const token = await sessionTokenOf('admin@market.example', { instance: MARKET.subdomain });
  const response = await (await api()).put(CONTENT, {
    headers: { authorization: `Bearer ${token}` },
    data: record,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function seeded(): Promise<ContentRecord> {
  const token = await sessionTokenOf('admin@market.example', { instance: MARKET.subdomain });
  const response = await (await api()).get(CONTENT, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ContentRecord;
}

const footer = (page: Page) => page.getByRole('navigation', { name: 'Footer' });

async function openPrivacy(page: Page) {
  await footer(page).getByRole('button', { name: 'Your privacy choices' }).click();
  return page.getByRole('dialog', { name: 'Privacy' });
}

test('with nothing saved the pages show their built-in texts and the footer no FAQs link', async ({
  page,
}) => {
  const saved = await seeded();
  expect(saved.content).toEqual({});
  await page.goto(`${market}/v2/ai-tools/generate-ideas`);
  await expect(footer(page).getByRole('link', { name: 'Contact us' })).toBeVisible();
  await expect(footer(page).getByRole('link', { name: /FAQs/ })).toHaveCount(0);
  const privacy = await openPrivacy(page);
  await expect(privacy).toContainText(
    'Porchlight Marketplace uses your information only to run the programs',
  );
  await expect(privacy.getByRole('link')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto(`${market}/contact-support`);
  await expect(page.getByText('marketplace@market.example')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contact support' })).toBeVisible();
  await expect(page.getByText(content.support)).toHaveCount(0);
});

test('the saved content shows in the footer, the privacy dialog, contact support and contact info', async ({
  page,
}) => {
  const saved = await seeded();
  try {
    await saveContent({ contact_info: saved.contact_info, content });

    // FAQs: only on a /v2/ path, to the saved address, in a new tab.
    await page.goto(`${market}/v2/ai-tools/generate-ideas`);
    const faqs = footer(page).getByRole('link', { name: /FAQs/ });
    await expect(faqs).toHaveAttribute('href', content.faqUrl);
    await expect(faqs).toHaveAttribute('target', '_blank');

    // The privacy dialog: the notice paragraph by paragraph in place of the built-in text, link and contact.
    const privacy = await openPrivacy(page);
    await expect(privacy.getByText('We keep purchase records for seven years.')).toBeVisible();
    await expect(privacy.getByText('Vendors never see your payment details.')).toBeVisible();
    await expect(privacy).not.toContainText('uses your information only to run the programs');
    await expect(privacy.getByRole('link', { name: /Read the full privacy policy/ })).toHaveAttribute(
      'href',
      content.privacyPolicyUrl,
    );
    await expect(privacy.getByRole('link', { name: content.privacyContact })).toHaveAttribute(
      'href',
      `mailto:${content.privacyContact}`,
    );
    await shot(page, 'privacy-with-instance-content');
    await page.keyboard.press('Escape');

    // Contact support: the saved contact-us text in place of the built-in description, lines unchanged.
    await page.goto(`${market}/contact-support`);
    await expect(page.getByText(content.support)).toBeVisible();
    await expect(page.getByRole('link', { name: 'marketplace@market.example' })).toBeVisible();
    await shot(page, 'contact-support-with-instance-content');

    // Off the /v2/ paths the footer has no FAQs link, saved or not.
    await page.goto(`${market}/login`);
    await expect(footer(page).getByRole('link', { name: 'Contact us' })).toBeVisible();
    await expect(footer(page).getByRole('link', { name: /FAQs/ })).toHaveCount(0);

    // Contact info (the About page): the about text above the contact details.
    const vendor = await sessionTokenOf('vendor@market.example', { instance: MARKET.subdomain });
    await openSignedIn(page, vendor, '/contact-info', market);
    await expect(page.getByRole('heading', { name: 'Contact Porchlight Marketplace' })).toBeVisible();
    await expect(page.getByText('The marketplace lists offers from vetted vendors.')).toBeVisible();
    await expect(page.getByText('Reviewers check every listing.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'marketplace@market.example' })).toBeVisible();
    await shot(page, 'contact-info-with-about');
  } finally {
    await saveContent({ contact_info: saved.contact_info, content: saved.content });
  }
});
