import type { MultipartFile } from '@fastify/multipart';
import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { DomainException } from '../../common/errors/domain.exception.js';
import { ERROR_CODE } from '../../contract/errors.js';

const fileRequired = () => {
  const message = 'The field file is required';
  return new DomainException(422, ERROR_CODE.fieldRequired, message, [
    { field: 'file', code: ERROR_CODE.fieldRequired, message },
  ]);
};

/**
 * The one file of a multipart request (field `file`), streamed, with the text fields sent before it.
 * Anything but one file under `file` is refused as a missing file; fields after the file are not read.
 */
export async function fileOf(
  req: FastifyRequest,
  maxBytes: number,
): Promise<{ file: MultipartFile; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw fileRequired();
  const file = await req.file({
    // One byte over the cap: the file stream then holds more than the cap, and the upload's own count refuses it.
    limits: { fileSize: maxBytes + 1, files: 1, fields: 20, fieldSize: 10_000, parts: 21 },
  });
  if (file?.fieldname !== 'file') {
    file?.file.resume();
    throw fileRequired();
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(file.fields)) {
    const one = Array.isArray(value) ? value[0] : value;
    if (one && one.type === 'field' && typeof one.value === 'string') fields[name] = one.value;
  }
  return { file, fields };
}

/** An optional whole-number field: absent or empty is null; anything else not a positive id is refused. */
export function idField(fields: Record<string, string>, name: string): number | null {
  const raw = fields[name]?.trim();
  if (raw === undefined || raw === '') return null;
  if (/^[1-9][0-9]{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647) return Number(raw);
  const message = `The field ${name} must be an application id`;
  throw new DomainException(422, 'invalidValue', message, [{ field: name, code: 'invalidValue', message }]);
}

/** The OpenAPI body of an upload: multipart, the file under `file`, and the text fields sent before it. */
export const ApiFileUpload = (fields: Record<string, { type: string; description: string }> = {}) =>
  applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: ['file'],
        properties: { ...fields, file: { type: 'string', format: 'binary' } },
      },
    }),
  );
