import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import type { SnapshotData } from './snapshot-content.js';
import { renderSnapshotPdf } from './snapshot-pdf.js';

function sample(overrides: Partial<SnapshotData['applicant']> = {}, fields = 4): SnapshotData {
  return {
    instance: {
      name: 'Springfield',
      title: 'Springfield Community Programs',
      textMode: 'bright',
      contact: null,
    },
    application: {
      id: 7,
      externalId: 'SPR-10001',
      programName: 'Grocery support',
      status: 'Review',
      statusDescription: 'Your application is being reviewed',
      submittedAt: '2026-01-05T09:00:00.000Z',
      createdAt: '2026-01-05T09:00:00.000Z',
    },
    applicant: { name: 'Maria Garcia', entityType: 2, email: 'maria@example.com', phone: null, ...overrides },
    sections: [
      {
        title: null,
        fields: Array.from({ length: fields }, (_, i) => ({
          label: `Question ${i + 1}`,
          value: `Answer ${i + 1}`,
        })),
      },
    ],
    history: [
      { at: '2026-01-05T09:00:00.000Z', what: 'Submitted (Received)', by: 'System', comment: null },
      {
        at: '2026-01-06T10:00:00.000Z',
        what: 'Status: Received → Review',
        by: 'Jordan Lee',
        comment: 'Looks complete',
      },
    ],
    generatedAt: '2026-02-01T12:00:00.000Z',
    audience: 'staff',
  };
}

async function textOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

describe('renderSnapshotPdf', () => {
  it('makes a PDF that opens, with the applicant, the status and the answers in its text', async () => {
    const pdf = await renderSnapshotPdf(sample());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Application SPR-10001');
    const text = await textOf(pdf);
    for (const words of [
      'Maria Garcia',
      'SPR-10001',
      'Grocery support',
      'Review',
      'Answer 4',
      'Jordan Lee',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('goes on over pages when the answers are many, numbering every page', async () => {
    const pdf = await renderSnapshotPdf(sample({}, 120));
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBeGreaterThan(2);
    const text = await textOf(pdf);
    expect(text).toContain(`Page ${doc.getPageCount()} of ${doc.getPageCount()}`);
    expect(text).toContain('Answer 120');
  });

  it.each([
    ['Arabic', 'فاطمة الزهراء'],
    ['Vietnamese', 'Nguyễn Thị Hương'],
    ['Korean', '김민준'],
    ['Traditional Chinese', '陳美玲'],
  ])('draws a %s name with an embedded font for it', async (_, name) => {
    const pdf = await renderSnapshotPdf(sample({ name }));
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    const text = await textOf(pdf);
    // Extraction gives the glyphs back through their ToUnicode maps: the letters are there (Arabic in
    // presentation forms and visual order, so compared without them).
    if (_ === 'Arabic') expect(text.normalize('NFKC')).toMatch(/[\u0600-\u06FF]/);
    // pdfkit maps a mark the font draws apart (Vietnamese dot below) to an empty ToUnicode entry, which
    // extraction reads as a control character; the letters themselves come back composed.
    else
      expect(
        text
          .normalize('NFC')
          .replace(/\p{Cc}/gu, '')
          .replace(/\s+/g, ' '),
      ).toContain(name);
  });
});
