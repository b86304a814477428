// A program applied to through its external form (issue 25, programs spec §2 "Form frames"): the Apply of a
// program with a FormURL opens that form in a frame, handed the applicant's external open-auth token, and the
// form's completion message moves the application out of Form in progress. The external form is a small test
// page served for the form's address, as the forms engine would serve it.
import { expect, type Page, test } from '@playwright/test';
import {
  api,
  FRESH_PASSWORD,
  freshUser,
  sessionTokenOf,
  shot,
  signInThroughUi,
  siteOf,
  springfieldAdmin,
} from './support';

const springfield = siteOf('springfield');
const FORM_URL = 'https://forms.example/apply';

/**
 * The external form: it waits for the token the framing page posts, says whose application it fills (the token's
 * check), and posts formComplete with its externalId when Finish is pressed.
 */
const EXTERNAL_FORM = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Grant form</title></head>
<body>
<h1>Grant form</h1>
<p id="who">Waiting for sign-in</p>
<button id="finish" type="button" disabled>Finish</button>
<script>
const externalId = new URLSearchParams(location.search).get('externalId');
window.addEventListener('message', (event) => {
  if (!event.data || event.data.action !== 'externalAuth' || !event.data.token) return;
  const part = event.data.token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
  const claims = JSON.parse(atob(part));
  document.getElementById('who').textContent = 'Signed in to fill ' + claims.check;
  document.getElementById('finish').disabled = false;
});
document.getElementById('finish').addEventListener('click', () => {
  parent.postMessage({ action: 'formComplete', externalId }, '*');
});
</script>
</body></html>`;

/** A program of this test's own whose form is the external one, told the application by its externalId. */
async function frameProgram(tag: string): Promise<{ id: number; name: string }> {
  const request = await api();
  const name = `Form frame ${tag} ${Date.now().toString(36)}`;
  const created = await request.post('/api/admin/programs', {
    headers: { authorization: `Bearer ${await springfieldAdmin()}` },
    data: {
      displayName: name,
      audience: [2],
      scope: 'Local',
      active: true,
      settings: {
        FormURL: FORM_URL,
        FormFrame: { Mode: 'externalId' },
        Applications: { AllowCases: false, MultipleDraftCases: false, ApplicantSubmission: false },
        Payments: { Type: false },
        Tasks: [],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: ((await created.json()) as { id: number }).id, name };
}

/** The applicant's applications to the program, as the API answers them to the applicant. */
async function applicationsTo(email: string, programId: number) {
  const request = await api();
  const token = await sessionTokenOf(email, { password: FRESH_PASSWORD });
  const mine = await request.get('/api/applications/mine', { headers: { authorization: `Bearer ${token}` } });
  expect(mine.status()).toBe(200);
  return (
    (await mine.json()) as { id: number; programId: number; externalId: string; submittedAt: string | null }[]
  )
    .filter((a) => a.programId === programId)
    .map(({ externalId, submittedAt }) => ({ externalId, submitted: submittedAt !== null }));
}

async function applyThroughFrame(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.route(`${FORM_URL}**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: EXTERNAL_FORM }),
  );
  const email = await freshUser(`form-frame-${width}`);
  await signInThroughUi(page, email, FRESH_PASSWORD);
  await expect(page).toHaveURL(`${springfield}/resources`);
  const program = await frameProgram(String(width));

  await page.goto(`${springfield}/resources/${program.id}`);
  await page.getByRole('link', { name: `Apply ${program.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Apply to ${program.name}` })).toBeVisible();
  const form = page.frameLocator(`iframe[title="Apply to ${program.name}"]`);
  await expect(form.getByText(/^Signed in to fill APP-\d+$/)).toBeVisible();
  const [held] = await applicationsTo(email, program.id);
  expect(held.submitted).toBe(false);
  await expect(form.getByText(`Signed in to fill ${held.externalId}`)).toBeVisible();
  await shot(page, `form-frame-${width}`);

  await form.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/application\/\d+\/confirmation$/);
  expect(await applicationsTo(email, program.id)).toEqual([{ externalId: held.externalId, submitted: true }]);
}

test('a form-frame program opens its form in a frame and its completion sends the application (1280 px)', async ({
  page,
}) => {
  await applyThroughFrame(page, 1280);
});

test('a form-frame program opens its form in a frame and its completion sends the application (375 px)', async ({
  page,
}) => {
  await applyThroughFrame(page, 375);
});
