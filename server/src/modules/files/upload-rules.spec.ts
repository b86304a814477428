import { ALLOWED_UPLOAD_TYPES } from '../../contract/files.js';
import { cleanFileName, judgeAs, judgeContent, tooLarge, viewsInline } from './upload-rules.js';

const text = (s: string) => Buffer.from(s);

describe('judgeContent: the type of an upload is its content’s', () => {
  it('takes an allowed binary type as detected, whatever the name', () => {
    expect(judgeContent({ ext: 'png', mime: 'image/png' }, Buffer.from([1]), 'scan.pdf')).toEqual({
      ok: true,
      contentType: 'image/png',
    });
  });

  it('refuses a detected type outside the allow-list, naming it', () => {
    expect(judgeContent({ ext: 'exe', mime: 'application/x-msdownload' }, Buffer.from([1]), 'a.pdf')).toEqual(
      {
        ok: false,
        status: 415,
        code: 'fileTypeNotAllowed',
        message:
          'The file a.pdf cannot be uploaded: its content is EXE. Allowed types are PDF, PNG, JPEG, GIF, WebP, CSV, plain text, Word (.docx) or Excel (.xlsx).',
      },
    );
  });

  it('takes text as CSV when named .csv and as plain text otherwise', () => {
    expect(judgeContent(undefined, text('a,b\n1,2\n'), 'x.csv')).toEqual({
      ok: true,
      contentType: 'text/csv',
    });
    expect(judgeContent(undefined, text('hello'), 'notes')).toEqual({ ok: true, contentType: 'text/plain' });
  });

  it('refuses text named as another type, and markup whatever its name', () => {
    expect(judgeContent(undefined, text('hello'), 'photo.png')).toMatchObject({
      ok: false,
      message: expect.stringContaining('its content is text, not .png'),
    });
    expect(judgeContent(undefined, text('\uFEFF  <svg onload="x()">'), 'a.txt')).toMatchObject({
      ok: false,
      message: expect.stringContaining('markup'),
    });
  });

  it('refuses bytes that are neither a known type nor UTF-8 text, and an empty file', () => {
    expect(judgeContent(undefined, Buffer.from([0xff, 0xfe, 0, 1]), 'a.bin')).toMatchObject({
      status: 415,
      message: expect.stringContaining('its content is not a known type'),
    });
    expect(judgeContent(undefined, Buffer.alloc(0), 'a.txt')).toEqual({
      ok: false,
      status: 422,
      code: 'fileEmpty',
      message: 'The file a.txt is empty',
    });
  });

  it('takes a multi-byte character cut at the end of the sample as text', () => {
    const cut = Buffer.from('Nguyễn', 'utf8').subarray(0, -1);
    expect(judgeContent(undefined, cut, 'name.txt')).toEqual({ ok: true, contentType: 'text/plain' });
  });
});

describe('file names and views', () => {
  it('keeps the last path segment without control characters, or "file"', () => {
    expect(cleanFileName('C:\\Users\\me\\lease\u0007.pdf')).toBe('lease.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName(undefined)).toBe('file');
    expect(cleanFileName(`${'a'.repeat(300)}.pdf`)).toHaveLength(255);
  });

  it('shows images, PDF and text inline, and offers office files as downloads', () => {
    expect(['image/webp', 'application/pdf', 'text/csv'].map(viewsInline)).toEqual([true, true, true]);
    expect(viewsInline('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      false,
    );
  });

  it('says the cap in megabytes', () => {
    expect(tooLarge(25 * 1048576).message).toBe('The file is larger than 25 MB, the most an upload may be');
  });
});

describe('judgeAs: a call that takes some types only', () => {
  const csvOnly = [ALLOWED_UPLOAD_TYPES.csv];

  it('keeps an upload of a type the call takes', () => {
    expect(judgeAs({ ok: true, contentType: 'text/csv' }, csvOnly, 'tin.csv', 'CSV')).toEqual({
      ok: true,
      contentType: 'text/csv',
    });
  });

  it('refuses another allowed type with 415 fileTypeNotAllowed, naming its type and what the call takes', () => {
    expect(judgeAs({ ok: true, contentType: 'application/pdf' }, csvOnly, 'tin.pdf', 'CSV')).toEqual({
      ok: false,
      status: 415,
      code: 'fileTypeNotAllowed',
      message: 'The file tin.pdf cannot be uploaded here: its content is PDF, and this upload takes CSV.',
    });
    expect(judgeAs({ ok: true, contentType: 'text/plain' }, csvOnly, 'tin.txt', 'CSV')).toMatchObject({
      message:
        'The file tin.txt cannot be uploaded here: its content is plain text, and this upload takes CSV.',
    });
  });

  it('passes a refusal on as it is', () => {
    const empty = judgeContent(undefined, Buffer.alloc(0), 'tin.csv');
    expect(judgeAs(empty, csvOnly, 'tin.csv', 'CSV')).toBe(empty);
  });
});
