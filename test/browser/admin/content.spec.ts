// The instance portal's Content tab (programs spec §2): the contact information saved there is what the
// community UI shows (GET /api/instances/:id: the contact widget and the contact-support page). The services
// instance's content changes here, so Springfield's stays as other tests expect it.
import { test } from '@playwright/test';
import { api, communityUrl, expect, SERVICES, SLOW_TEST_MS, sessionTokenOf, shot, signIn } from './support';

test.describe.configure({ timeout: SLOW_TEST_MS });

const SERVICES_ADMIN = 'admin@services.example';

interface ContentRecord {
  contact_info: { email?: string; phones?: { label: string; phone: string }[]; hours?: string };
  content: Record<string, string>;
}

const adminHeaders = async () => ({
  authorization: `Bearer ${await sessionTokenOf(SERVICES_ADMIN, 3, SERVICES)}`,
});

const publicContact = async () =>
  (await (await api()).get(`/api/instances/${SERVICES.id}`)).json() as Promise<{
    contact_info: ContentRecord['contact_info'];
  }>;

test('contact info saved on the Content tab is what the community contact-support page shows', async ({
  page,
}) => {
  const saved = (await (
    await (await api()).get(`/api/admin/instance-content/${SERVICES.id}`, { headers: await adminHeaders() })
  ).json()) as ContentRecord;
  const original = (await publicContact()).contact_info;
  expect(saved.contact_info).toEqual(original);
  const email = `help-${Date.now()}@services.example`;
  try {
    await signIn(page, SERVICES_ADMIN, SERVICES);
    await page.getByRole('menuitem', { name: 'Instance portal' }).click();
    await page.getByRole('tab', { name: 'Content' }).click();
    const contactEmail = page.getByLabel('Contact email', { exact: true });
    await expect(contactEmail).toHaveValue(original.email ?? '');
    await expect(page.getByLabel('Line', { exact: true })).toHaveCount(0);

    // The form keeps the server's rules as it is typed.
    await contactEmail.fill('help-at-services');
    await page.getByLabel('FAQs link', { exact: true }).fill('ftp://services.example/faq');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Invalid Contact email')).toBeVisible();
    await expect(
      page.getByText('FAQs link must be a web address starting with http:// or https://'),
    ).toBeVisible();

    await contactEmail.fill(email);
    await page.getByLabel('FAQs link', { exact: true }).fill('https://services.example/faq');
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByLabel('Line', { exact: true }).nth(0).fill('Subscriptions desk');
    await page.getByLabel('Phone number', { exact: true }).nth(0).fill('(555) 555-0344');
    await page.getByLabel('Line', { exact: true }).nth(1).fill('Billing');
    await page.getByLabel('Phone number', { exact: true }).nth(1).fill('(555) 555-0345');
    await page.getByLabel('Opening hours', { exact: true }).fill('Weekdays, 9 am to 4 pm');
    await shot(page, 'instance-content');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Element updated')).toBeVisible();

    await expect
      .poll(async () => (await publicContact()).contact_info)
      .toEqual({
        email,
        phones: [
          { label: 'Subscriptions desk', phone: '(555) 555-0344' },
          { label: 'Billing', phone: '(555) 555-0345' },
        ],
        hours: 'Weekdays, 9 am to 4 pm',
      });

    const community = await page.context().newPage();
    await community.goto(communityUrl('/contact-support', SERVICES));
    await expect(community.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(community.getByText('Subscriptions desk')).toBeVisible();
    await expect(community.getByRole('link', { name: '(555) 555-0345' })).toBeVisible();
    await shot(community, 'community-contact-support-with-content');
    await community.close();
  } finally {
    const request = await api();
    const restored = await request.put(`/api/admin/instance-content/${SERVICES.id}`, {
      headers: await adminHeaders(),
      data: { contact_info: saved.contact_info, content: saved.content },
    });
    expect(restored.ok()).toBe(true);
  }
});

test('the privacy-policy dialog shows the notice, policy link and contact saved on the Content tab', async ({
  page,
}) => {
  const request = await api();
  const saved = (await (
    await request.get(`/api/admin/instance-content/${SERVICES.id}`, { headers: await adminHeaders() })
  ).json()) as ContentRecord;
  const privacy = {
    privacyPolicy: 'Subscriptions keep only what billing needs.\n\nAsk us to delete the rest.',
    privacyPolicyUrl: 'https://services.example/privacy',
    privacyContact: 'privacy@services.example',
  };
  try {
    const put = await request.put(`/api/admin/instance-content/${SERVICES.id}`, {
      headers: await adminHeaders(),
      data: { contact_info: saved.contact_info, content: { ...saved.content, ...privacy } },
    });
    expect(put.ok()).toBe(true);
    await signIn(page, SERVICES_ADMIN, SERVICES);
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Privacy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Privacy policy' });
    await expect(dialog.getByTestId('privacy-paragraph')).toHaveText([
      'Subscriptions keep only what billing needs.',
      'Ask us to delete the rest.',
    ]);
    await expect(
      dialog.getByRole('link', { name: "Read the provider's full privacy policy" }),
    ).toHaveAttribute('href', privacy.privacyPolicyUrl);
    await expect(dialog.getByRole('link', { name: privacy.privacyContact })).toHaveAttribute(
      'href',
      `mailto:${privacy.privacyContact}`,
    );
    await shot(page, 'privacy-policy-with-instance-content');
  } finally {
    const restored = await request.put(`/api/admin/instance-content/${SERVICES.id}`, {
      headers: await adminHeaders(),
      data: { contact_info: saved.contact_info, content: saved.content },
    });
    expect(restored.ok()).toBe(true);
  }
});
