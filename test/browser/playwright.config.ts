import { defineConfig } from '@playwright/test';

/** One server for every browser test: the built product on a fresh embedded database with the demo seed. */
export const BROWSER_TEST_PORT = Number(process.env.BROWSER_TEST_PORT ?? 3999);

export default defineConfig({
  testDir: '.',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // No retries, in CI either: a test that needs one is a defect to fix.
  retries: 0,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../../test-results/html' }]],
  outputDir: '../../test-results/artifacts',
  use: {
    baseURL: `http://springfield.localhost:${BROWSER_TEST_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    { name: 'community', testDir: './community', use: { browserName: 'chromium' } },
    { name: 'admin', testDir: './admin', use: { browserName: 'chromium' } },
  ],
  webServer: {
    command: `node ${new URL('./support/browser-server.mjs', import.meta.url).pathname}`,
    url: `http://127.0.0.1:${BROWSER_TEST_PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
