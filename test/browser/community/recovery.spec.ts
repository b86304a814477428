// Account recovery as a person walks it (access spec §2 "Find login", "Forgot / reset password", §4).
import { expect, type Page, test } from '@playwright/test';
import {
  awaitMessage,
  FRESH_PASSWORD,
  freshUser,
  lastBody,
  linkIn,
  newCode,
  shot,
  signInThroughUi,
  signUpIndividual,
  siteOf,
  uniqueEmail,
} from './support';

const NEW_PASSWORD = 'Brand-New-Pass-7#';

test('find login → code → new password → sign in with it', async ({ page }) => {
  const email = await freshUser('find-login');
  await page.goto(`${siteOf('springfield')}/find-login`);
  await expect(page.getByRole('heading', { name: 'Find your City of Springfield login' })).toBeVisible();
  await page.getByRole('tab', { name: 'Email' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('The field Email is required')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'We found your application' })).toBeVisible();
  await expect(page.getByText(`We can send a code to f***@residents.example.`)).toBeVisible();
  await shot(page, 'find-login-found');
  const before = await lastBody(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  const code = await newCode(email, before);
  // A paste of exactly six digits fills every box and submits.
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text', text);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true }),
    );
  }, code);

  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Use 7 characters minimum');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password was saved.')).toBeVisible();
  // The login page follows by itself after three seconds.
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

  await signInThroughUi(page, email, FRESH_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Incorrect user and password combination.');
  await signInThroughUi(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/resources$/);
});

test('a login_id link searches by itself; not found shows its reason and try again clears it', async ({
  page,
}) => {
  await page.goto(
    `${siteOf('springfield')}/find-login?login_id=${encodeURIComponent('nobody-here@residents.example')}`,
  );
  await expect(page.getByRole('heading', { name: 'We could not find your application' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await shot(page, 'find-login-not-found');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('tab', { name: 'Email' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
});

test('the phone tab: +1, formatted as typed, and continue waits for the consent', async ({ page }) => {
  await page.goto(`${siteOf('springfield')}/find-login`);
  await page.getByRole('tab', { name: 'Phone' }).click();
  const phone = page.getByLabel('Phone', { exact: true });
  await phone.fill('5555550123');
  await expect(phone).toHaveValue('(555) 555-0123');
  await expect(phone).toHaveAttribute('maxlength', '14');
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await page.getByLabel('I agree to receive text messages and calls about my account.').check();
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page.getByText('We can send a code to (***) ***-0123.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Text message' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Phone call' })).toBeVisible();
});

/** Pastes `text` into the focused box, as a person pasting from a message would. */
async function paste(page: Page, text: string) {
  await page.evaluate((value) => {
    const data = new DataTransfer();
    data.setData('text', value);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true }),
    );
  }, text);
}

/** Find login by email, then a code sent: the code screen, and the code the email carries. */
async function codeScreenFor(page: Page, email: string): Promise<string> {
  await page.goto(`${siteOf('springfield')}/find-login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const before = await lastBody(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  const code = await newCode(email, before);
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
  return code;
}

test('a code pasted as 12-34-56 or 123 456 is its six digits; other text is no code', async ({ page }) => {
  const email = await freshUser('pasted-code');
  const code = await codeScreenFor(page, email);
  await paste(page, `${code.slice(0, 3)}x${code.slice(3)}`);
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
  await paste(page, ` ${code.slice(0, 3)} ${code.slice(3)} `);
  await expect(page).toHaveURL(/\/reset-password$/);

  const next = await codeScreenFor(page, email);
  await paste(page, `${next.slice(0, 2)}-${next.slice(2, 4)}-${next.slice(4)}`);
  await expect(page).toHaveURL(/\/reset-password$/);
});

test('a login_id link asks the consent to texts and calls for a phone only, never for an email code', async ({
  page,
}) => {
  const email = await freshUser('email-consent');
  await page.goto(`${siteOf('springfield')}/find-login?login_id=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { name: 'We found your application' })).toBeVisible();
  await expect(page.getByLabel('I agree to receive text messages and calls about my account.')).toHaveCount(
    0,
  );
  const before = await lastBody(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await newCode(email, before);
  await expect(
    page.getByText(`We sent a code to ${email[0]}***@residents.example. Enter it below.`),
  ).toBeVisible();

  await page.goto(`${siteOf('springfield')}/find-login?login_id=${encodeURIComponent('+15555550123')}`);
  await expect(page.getByText('We can send a code to (***) ***-0123.')).toBeVisible();
  const send = page.getByRole('button', { name: 'Send me a code' });
  await expect(send).toBeDisabled();
  await page.getByRole('radio', { name: 'Phone call' }).check();
  await expect(send).toBeDisabled();
  await page.getByLabel('I agree to receive text messages and calls about my account.').check();
  await expect(send).toBeEnabled();
});

test('create login from the emailed link shows the login id it is for; a spent link says so', async ({
  page,
}) => {
  const email = uniqueEmail('create-login-id');
  await signUpIndividual(email);
  const link = linkIn(
    await awaitMessage(email, (body) => body.includes('/create-login?token=')),
    '/create-login',
  );
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Create your login' })).toBeVisible();
  await expect(page.locator('.verified')).toHaveText(`${email} Verified`);
  await shot(page, 'create-login-from-link');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Create login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(
    'This link can no longer create a login: it was used already or it has expired. Find your login to get a new code',
  );
  await page.getByRole('link', { name: 'Find your login to get a new code' }).click();
  await expect(page).toHaveURL(/\/find-login$/);
});

test('the older reset: the emailed link, the reset rules, then login after 3 seconds', async ({ page }) => {
  const email = await freshUser('reset-link');
  await page.goto(`${siteOf('springfield')}/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/Reset link sent/)).toBeVisible();

  const link = linkIn(
    await awaitMessage(email, (body) => body.includes('/resetpassword?token=')),
    '/resetpassword',
  );
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('alllowercase');
  await page.getByLabel('Confirm password', { exact: true }).fill('alllowercase');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Include at least three of the following: lowercase letters, uppercase letters, numbers, special characters',
  );
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert')).toHaveText('The passwords do not match');
  await page.getByLabel('Confirm password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password was saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });
  await signInThroughUi(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/resources$/);
});

test('a used or unknown reset link says so', async ({ page }) => {
  await page.goto(`${siteOf('springfield')}/resetpassword?token=not-a-real-token`);
  await expect(page.getByText('This link is not valid or has expired.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

test('the newer forgot password asks for the login id and always shows the code screen', async ({ page }) => {
  await page.goto(`${siteOf('healthexchange')}/forgot-password`);
  await page.getByLabel('Email or phone number').fill('nobody-here@residents.example');
  await page.getByRole('button', { name: 'Send code' }).click();
  // Whether or not the login exists, the page looks the same.
  await expect(page.getByRole('group', { name: 'Enter the 6-digit code' })).toBeVisible();
  await page.keyboard.type('123456');
  await expect(page.getByText('Authentication failed. Check the code and try again.')).toBeVisible();
});
