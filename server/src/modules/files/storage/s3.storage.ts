import { randomUUID } from 'node:crypto';
import { PassThrough, pipeline, type Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  NotFound,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Logger } from '@nestjs/common';
import type { Settings } from '../../../config/settings.js';
import { type StagedObject, StorageMissingError, type StoragePort } from './storage.port.js';

const KEY = /^[0-9a-f]{64}$/;
const isMissing = (error: unknown) => error instanceof NoSuchKey || error instanceof NotFound;

/**
 * Files in an S3-compatible store (AWS S3, MinIO, s3rver, ...): staged under `tmp/`, streamed in parts by
 * the SDK's Upload (a part in memory at a time), then copied to `files/<sha256>` inside the store and the
 * staged object deleted. Never called unless PORCHLIGHT_STORAGE=s3.
 */
export class S3Storage implements StoragePort {
  readonly name = 's3' as const;
  private readonly logger = new Logger('S3Storage');

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  static fromSettings(settings: Settings): S3Storage {
    const client = new S3Client({
      region: settings.S3_REGION,
      endpoint: settings.S3_ENDPOINT,
      // Path-style (endpoint/bucket/key) works with every S3-compatible server; AWS accepts it too.
      forcePathStyle: settings.S3_ENDPOINT !== undefined,
      credentials: {
        accessKeyId: settings.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: settings.S3_SECRET_ACCESS_KEY ?? '',
      },
    });
    return new S3Storage(client, settings.S3_BUCKET ?? '');
  }

  private keyOf(key: string): string {
    if (!KEY.test(key)) throw new StorageMissingError(key);
    return `files/${key}`;
  }

  async stage(source: Readable): Promise<StagedObject> {
    const tmp = `tmp/${randomUUID()}`;
    // The SDK takes a Body's length, .size or .path for its byte count and fails a multipart upload whose
    // parts disagree with it (the files service's counting stream has a .size: the bytes so far, 0). Through
    // a PassThrough the count is unknown, as it is; pipeline passes the source's failure on.
    const body = pipeline(source, new PassThrough(), () => undefined);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: tmp, Body: body },
      // One part (5 MB) in memory at a time, not the default four at once: an upload's memory stays flat.
      queueSize: 1,
      // We abort ourselves (forget): the SDK's own abort, when it fails, replaces the upload's error
      // (a refusal such as fileTooLarge would answer 500).
      leavePartsOnError: true,
    });
    try {
      await upload.done();
    } catch (error) {
      await this.forget(tmp, upload.uploadId);
      throw error;
    }
    return {
      commit: async (key) => {
        await this.client.send(
          new CopyObjectCommand({
            Bucket: this.bucket,
            Key: this.keyOf(key),
            CopySource: `${this.bucket}/${tmp}`,
          }),
        );
        await this.delete(tmp);
      },
      discard: () => this.delete(tmp),
    };
  }

  async open(key: string): Promise<Readable> {
    const Key = this.keyOf(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key }));
      return answer.Body as Readable;
    } catch (error) {
      if (isMissing(error)) throw new StorageMissingError(key);
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.delete(this.keyOf(key));
  }

  /**
   * Removes what a failed upload left: its multipart upload's parts and the staged object. A store that
   * cannot abort (s3rver answers 405) keeps the parts; that is logged, and the upload's own error stands.
   */
  private async forget(tmp: string, uploadId: string | undefined): Promise<void> {
    if (uploadId !== undefined) {
      try {
        await this.client.send(
          new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: tmp, UploadId: uploadId }),
        );
      } catch (error) {
        this.logger.warn(`The multipart upload ${uploadId} of ${tmp} could not be aborted: ${error}`);
      }
    }
    await this.delete(tmp);
  }

  private async delete(Key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }));
  }
}
