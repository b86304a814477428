import type { MultipartFile } from '@fastify/multipart';
import { Injectable } from '@nestjs/common';
import sharp, { type ResizeOptions } from 'sharp';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import { FILE_ERROR, type ImageUploadWire } from '../../contract/files.js';
import { FilesService, refusal } from './files.service.js';
import { isImage } from './upload-rules.js';

/** The longest side of a kept picture or logo, in pixels: sharp on a 2x phone screen, small to send. */
export const IMAGE_SIZE = 512;

const RESIZE: Record<'user-picture' | 'business-logo', ResizeOptions> = {
  // A face in a circle: the square's middle.
  'user-picture': { width: IMAGE_SIZE, height: IMAGE_SIZE, fit: 'cover', position: 'attention' },
  // A logo whole, never enlarged.
  'business-logo': { width: IMAGE_SIZE, height: IMAGE_SIZE, fit: 'inside', withoutEnlargement: true },
};

const notAnImage = (name: string) =>
  refusal({
    ok: false,
    status: 415,
    code: FILE_ERROR.fileTypeNotAllowed,
    message: `The file ${name} is not a picture: use a PNG, JPEG, GIF or WebP image`,
  });

/**
 * User pictures and business logos: an image upload, turned upright, resized and kept as WebP, served
 * publicly by its sha256 (a name nobody can guess, and content that never changes under it).
 */
@Injectable()
export class ImagesService {
  constructor(private readonly files: FilesService) {}

  async upload(
    caller: SessionCaller,
    part: MultipartFile,
    kind: 'user-picture' | 'business-logo',
  ): Promise<ImageUploadWire> {
    const upload = await this.files.checked(part.file, part.filename);
    if (!isImage(upload.contentType)) {
      part.file.resume();
      throw notAnImage(upload.name);
    }
    const bytes = await this.files.guard(part.file, () => this.resized(upload.stream, upload.name, kind));
    const stored = await this.files.storeBuffer({
      instanceId: caller.instance.id,
      ownerAccountId: caller.account.id,
      ownerUserId: caller.user.id,
      applicationId: null,
      kind,
      name: `${upload.name.replace(/\.[^.]*$/, '')}.webp`,
      bytes,
    });
    return { url: `/api/files/images/${stored.sha256}` };
  }

  private async resized(source: NodeJS.ReadableStream, name: string, kind: keyof typeof RESIZE) {
    const pipeline = sharp().rotate().resize(RESIZE[kind]).webp({ quality: 82 });
    // A source that fails (past the size cap) fails the resize instead of leaving it waiting.
    source.on('error', (error) => pipeline.destroy(error));
    source.pipe(pipeline);
    try {
      return await pipeline.toBuffer();
    } catch (error) {
      if (error instanceof DomainException) throw error;
      const message = `The picture ${name} could not be read: it may be damaged`;
      throw new DomainException(422, 'invalidImage', message, [
        { field: 'file', code: 'invalidImage', message },
      ]);
    }
  }
}
