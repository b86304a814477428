import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PinoLogger } from 'nestjs-pino';
import pino from 'pino';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createApp } from '../../server/src/app.factory.js';
import { loadSettings } from '../../server/src/config/settings.js';
import { type Database, openDatabase } from '../../server/src/database/database.js';
import { seedDemo } from '../../server/src/seeds/seed-demo.js';
import { openTestDatabase } from './test-database.js';

export interface TestApp {
  app: NestFastifyApplication;
  http: ReturnType<typeof request>;
  db: Database;
  dataSource: DataSource;
  /** The app's data folder (uploads live under its files/). */
  dataDir: string;
  /** The base URL of the listening server, for clients that need one (ra-data-simple-rest). */
  url: string;
  /** With `captureLogs`: every log line written since the app started listening. */
  logs(): string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Load the demo world (DEMO.md) first; default true. */
  seed?: boolean;
  env?: NodeJS.ProcessEnv;
  /** Keep the app's log lines (at env.LOG_LEVEL) for the test to read instead of writing them out. */
  captureLogs?: boolean;
  /** An empty PostgreSQL database of the test's own to run on, instead of a fresh throw-away one. */
  databaseUrl?: string;
  /** With `databaseUrl`: a streaming replica of it, which the read-only API reads from. */
  replicaUrl?: string;
}

/** Boots the real Nest application on a fresh database, listening on a free loopback port. */
export async function startTestApp({
  seed = true,
  env = {},
  captureLogs = false,
  databaseUrl,
  replicaUrl,
}: TestAppOptions = {}): Promise<TestApp> {
  // The suites set their rate limits in the process environment (auth-support's unthrottled).
  const { PORCHLIGHT_RATE_LIMIT_ADDRESS, PORCHLIGHT_RATE_LIMIT_LOGIN_ID } = process.env;
  // Uploads go under the data folder: each app gets a folder of its own, removed when it closes.
  const dataDir = env.PORCHLIGHT_DATA_DIR ? undefined : mkdtempSync(path.join(tmpdir(), 'porchlight-data-'));
  const settings = loadSettings({
    LOG_LEVEL: 'silent',
    PORCHLIGHT_DATA_DIR: dataDir,
    PORCHLIGHT_SECRET: 'x'.repeat(48),
    PORCHLIGHT_RATE_LIMIT_ADDRESS,
    PORCHLIGHT_RATE_LIMIT_LOGIN_ID,
    ...env,
  });
  const db = databaseUrl
    ? await openDatabase({ url: databaseUrl, dataDir: null, replicaUrl })
    : await openTestDatabase(seed ? 'demo' : 'migrated');
  let app: NestFastifyApplication | undefined;
  try {
    // A database of the test's own is empty; the others start with the demo world already (database-images.ts).
    if (seed && databaseUrl) await seedDemo(db.dataSource);
    app = await createApp({ settings, database: db, secret: settings.PORCHLIGHT_SECRET ?? '' });
    await app.listen(0, '127.0.0.1');
  } catch (error) {
    // A failed start must not leave the database open, or jest hangs instead of reporting the error.
    await app?.close();
    await db.close();
    throw error;
  }
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  const lines: string[] = [];
  if (captureLogs) {
    // Every request logger is a child of the root (prototype chain), so they all write to this stream.
    (PinoLogger.root as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = {
      write: (line: string) => lines.push(line),
    };
  }
  const started = app;
  return {
    app: started,
    http: request(started.getHttpServer()),
    db,
    dataSource: db.dataSource,
    dataDir: settings.PORCHLIGHT_DATA_DIR,
    url,
    logs: () => lines.join(''),
    async close() {
      await started.close();
      await db.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface SuiteAppOptions extends Omit<TestAppOptions, 'env'> {
  /** The app's settings; a function is called when the app starts (a value known only by then: a port). */
  env?: NodeJS.ProcessEnv | (() => NodeJS.ProcessEnv);
  /** Runs just before the app starts (settings read from the environment, for one). */
  prepare?: () => void;
  /**
   * How long booting may take: the first suite of a run builds the database image (a few minutes on a loaded
   * two-core machine) while the other worker's suite waits for it.
   */
  startTimeout?: number;
}

/**
 * One app for the whole suite: started in beforeAll, closed in afterAll. The answer stands for that app from
 * the moment it has started (hooks registered after this call may use it); before then it throws.
 */
export function useTestApp({
  prepare,
  startTimeout = 300_000,
  env,
  ...options
}: SuiteAppOptions = {}): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    prepare?.();
    started = await startTestApp({ ...options, env: typeof env === 'function' ? env() : env });
  }, startTimeout);
  afterAll(async () => {
    await started?.close();
  });
  const current = (): TestApp => {
    if (!started)
      throw new Error('The suite app has not started (see its beforeAll error); use it in hooks and tests');
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get http() {
      return current().http;
    },
    get db() {
      return current().db;
    },
    get dataSource() {
      return current().dataSource;
    },
    get dataDir() {
      return current().dataDir;
    },
    get url() {
      return current().url;
    },
    logs: () => current().logs(),
    close: () => current().close(),
  };
}
