import { deflateSync } from 'node:zlib';
import { parseUnicodeRanges } from './fonts.js';
import { cleanText, layoutText } from './text-layout.js';
import { woffToSfnt } from './woff.js';

const text = (line: { pieces: { text: string }[] }) => line.pieces.map((p) => p.text).join('');
const faces = (line: { pieces: { face: { key: string } }[] }) => line.pieces.map((p) => p.face.key);

describe('layoutText', () => {
  it('sets Latin text in Noto Sans on one line when it fits', () => {
    const [line, ...rest] = layoutText('Maria Garcia', { size: 12, width: 400 });
    expect(rest).toEqual([]);
    expect(text(line)).toBe('Maria Garcia');
    expect(faces(line)).toEqual(['noto-sans-latin-400']);
    expect(line.rtl).toBe(false);
    expect(line.width).toBeGreaterThan(50);
    expect(line.width).toBeLessThan(100);
  });

  it('wraps at spaces within the width, dropping the spaces that end a line', () => {
    const lines = layoutText('one two three four five six seven eight nine ten', { size: 12, width: 80 });
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(80);
    expect(lines.map(text).join(' ')).toBe('one two three four five six seven eight nine ten');
  });

  it('cuts a word longer than a line by characters', () => {
    const word = 'x'.repeat(200);
    const lines = layoutText(word, { size: 10, width: 100 });
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.map(text).join('')).toBe(word);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(100);
  });

  it('keeps line feeds as paragraphs', () => {
    expect(layoutText('a\n\nb', { size: 10, width: 100 }).map(text)).toEqual(['a', '', 'b']);
  });

  it('finds Vietnamese letters in the Vietnamese subset', () => {
    const [line] = layoutText('Nguyễn Thị Hương', { size: 12, width: 400 });
    expect(text(line)).toBe('Nguyễn Thị Hương');
    expect(new Set(faces(line))).toEqual(new Set(['noto-sans-latin-400', 'noto-sans-vietnamese-400']));
  });

  it('reads an Arabic name right to left in the Arabic font, its space kept inside the run', () => {
    const [line] = layoutText('فاطمة الزهراء', { size: 12, width: 400 });
    expect(line.rtl).toBe(true);
    expect(faces(line)).toEqual(['noto-sans-arabic-arabic-400']);
    // Logical order inside the piece: the shaper joins the letters and reverses them itself.
    expect(text(line)).toBe('فاطمة الزهراء');
  });

  it('orders mixed Arabic and Latin runs visually', () => {
    const [line] = layoutText('طلب رقم SPR-10001 مقبول', { size: 12, width: 400 });
    expect(line.rtl).toBe(true);
    // Right to left: "طلب رقم" is read first so it is drawn last (rightmost); the Latin number sits between.
    const drawn = line.pieces.map((p) => p.text.trim()).filter(Boolean);
    expect(drawn[0]).toBe('مقبول');
    expect(drawn.at(-1)).toBe('طلب رقم');
    expect(drawn.join(' ')).toContain('SPR-10001');
  });

  it('mirrors brackets in right-to-left text', () => {
    // Logical "(word)" read right to left: its closing bracket is drawn leftmost, mirrored to "(".
    const [line] = layoutText('(مرحبا) 1', { size: 12, width: 400 });
    expect(line.pieces.map((p) => p.text)).toEqual(['1', ' (', 'مرحبا', ')']);
  });

  it('sets Korean in Noto Sans KR and Traditional Chinese in Noto Sans TC', () => {
    const [ko] = layoutText('김민준', { size: 12, width: 400 });
    expect(faces(ko).every((k) => k.startsWith('noto-sans-kr-'))).toBe(true);
    const [zh] = layoutText('陳美玲', { size: 12, width: 400 });
    expect(faces(zh).every((k) => k.startsWith('noto-sans-tc-'))).toBe(true);
  });

  it('breaks CJK text between characters', () => {
    const lines = layoutText('申請人資料'.repeat(20), { size: 12, width: 100 });
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(100);
  });

  it('lays out bold text in the bold faces', () => {
    const [line] = layoutText('Status', { size: 12, width: 400, weight: 700 });
    expect(faces(line)).toEqual(['noto-sans-latin-700']);
  });
});

describe('cleanText', () => {
  it('composes, drops control and embedding characters, turns tabs into spaces', () => {
    expect(cleanText('Nguye\u0302\u0303n\u0007\ta\u202Eb\r\nc')).toBe('Nguyễn ab\nc');
  });
});

describe('parseUnicodeRanges', () => {
  it('reads single code points and ranges', () => {
    expect(parseUnicodeRanges('U+0600-06FF,U+200C, U+1EE00-1EE03')).toEqual([
      [0x600, 0x6ff],
      [0x200c, 0x200c],
      [0x1ee00, 0x1ee03],
    ]);
  });
});

describe('woffToSfnt', () => {
  /** A WOFF of two tables, the first stored deflated. */
  function woff(): { bytes: Buffer; tables: Record<string, Buffer> } {
    const tables = { head: Buffer.from('head-table-data!'.repeat(8)), name: Buffer.from('abc') };
    const stored = [deflateSync(tables.head), tables.name];
    const header = Buffer.alloc(44 + 2 * 20);
    header.writeUInt32BE(0x774f4646, 0);
    header.writeUInt32BE(0x00010000, 4);
    header.writeUInt16BE(2, 12);
    let offset = header.length;
    ['head', 'name'].forEach((tag, i) => {
      const at = 44 + i * 20;
      header.write(tag, at, 'latin1');
      header.writeUInt32BE(offset, at + 4);
      header.writeUInt32BE(stored[i].length, at + 8);
      header.writeUInt32BE(tables[tag as 'head' | 'name'].length, at + 12);
      offset += stored[i].length;
    });
    return { bytes: Buffer.concat([header, ...stored]), tables };
  }

  it('inflates each table behind an sfnt directory, 4-byte aligned', () => {
    const { bytes, tables } = woff();
    const sfnt = woffToSfnt(bytes);
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    expect(sfnt.readUInt16BE(4)).toBe(2);
    const entry = (i: number) => {
      const at = 12 + i * 16;
      const offset = sfnt.readUInt32BE(at + 8);
      return {
        tag: sfnt.toString('latin1', at, at + 4),
        offset,
        data: sfnt.subarray(offset, offset + sfnt.readUInt32BE(at + 12)),
      };
    };
    expect(entry(0)).toMatchObject({ tag: 'head', data: tables.head });
    expect(entry(1)).toMatchObject({ tag: 'name', data: tables.name });
    expect(entry(1).offset % 4).toBe(0);
  });

  it('refuses what is not a WOFF', () => {
    expect(() => woffToSfnt(Buffer.from('not a font at all, not at all, not at all, no'))).toThrow(
      'Not a WOFF font',
    );
  });
});
