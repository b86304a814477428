import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { TestApp } from './test-app.js';

/** A store the files suite runs on: the settings that choose it, and what it holds staged. */
export interface SuiteStorage {
  readonly name: 'local' | 's3';
  /** Runs before the app starts (the store's server, for one). */
  start?(): Promise<void>;
  /** Runs after the app has closed. */
  stop?(): Promise<void>;
  /** The app's settings that choose this store, read when the app starts. */
  env(): NodeJS.ProcessEnv;
  /** What the store holds of uploads staged and neither committed nor discarded. */
  staged(app: TestApp): Promise<string[]>;
}

/** A folder's entries; a folder that does not exist (nothing was ever staged) has none. */
async function entries(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The default store: files under the app's data folder, staged in its files/tmp/. */
export const localStorage: SuiteStorage = {
  name: 'local',
  env: () => ({ PORCHLIGHT_STORAGE: 'local' }),
  staged: (app) => entries(path.join(app.dataDir, 'files', 'tmp')),
};

const BUCKET = 'porchlight-test';
/** s3rver checks signatures against these fixed credentials. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * An S3-compatible server (s3rver) in this process, on a free loopback port, keeping its objects in a
 * temporary folder with one bucket; stopped and the folder removed after the suite.
 */
export class S3rverStorage implements SuiteStorage {
  readonly name = 's3' as const;
  private server: S3rver | undefined;
  private folder = '';
  private endpoint = '';
  private client: S3Client | undefined;

  async start(): Promise<void> {
    this.folder = mkdtempSync(path.join(tmpdir(), 'porchlight-s3rver-'));
    this.server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: this.folder,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await this.server.run();
    this.endpoint = `http://127.0.0.1:${port}`;
    this.client = new S3Client({
      endpoint: this.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: CREDENTIALS,
    });
  }

  async stop(): Promise<void> {
    this.client?.destroy();
    await this.server?.close();
    rmSync(this.folder, { recursive: true, force: true });
  }

  env(): NodeJS.ProcessEnv {
    return {
      PORCHLIGHT_STORAGE: 's3',
      S3_ENDPOINT: this.endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    };
  }

  /**
   * The objects under tmp/, read through the S3 API. A refused upload past one part (5 MB) was a multipart
   * upload, which S3Storage aborts; s3rver implements neither AbortMultipartUpload (405) nor
   * ListMultipartUploads, so such parts stay in its folder and are not counted here (a store that
   * implements the abort, as AWS S3 does, removes them).
   */
  async staged(): Promise<string[]> {
    const listed = await this.client?.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'tmp/' }));
    return (listed?.Contents ?? []).map((o) => o.Key ?? '');
  }
}
