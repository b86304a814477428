import { createHash } from 'node:crypto';
import { Readable, Transform, type TransformCallback } from 'node:stream';

/**
 * The first `size` bytes of a stream (fewer when it ends first) and a stream of all its bytes, those
 * included: the type is judged before the rest is read, and nothing is read twice.
 */
export async function peek(source: Readable, size: number): Promise<{ head: Buffer; stream: Readable }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  async function* all() {
    yield* chunks;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return {
    head: Buffer.concat(chunks).subarray(0, size),
    stream: Readable.from(all(), { objectMode: false }),
  };
}

/** The stream's bytes go through; their sha256 and count are known at its end. Over `maxBytes` it fails. */
export class HashingCounter extends Transform {
  private readonly hash = createHash('sha256');
  size = 0;
  sha256 = '';

  constructor(
    private readonly maxBytes: number,
    private readonly tooLarge: () => Error,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      done(this.tooLarge());
      return;
    }
    this.hash.update(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    this.sha256 = this.hash.digest('hex');
    done();
  }
}
