import PDFDocument from 'pdfkit';
import type { Face, Weight } from './fonts.js';
import { type Line, layoutText } from './text-layout.js';

/** Letter, in points, and the margins every page keeps. */
export const PAGE = { width: 612, height: 792, margin: 48 } as const;

/** Space the footer takes at the bottom of every page. */
const FOOTER_SPACE = 36;

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
  /** Line height as a multiple of the size. */
  leading?: number;
}

export interface PdfInfo {
  title: string;
  author: string;
  subject?: string;
  /** BCP 47 language of the document. */
  lang?: string;
}

/**
 * A pdfkit document that draws text in any script: every paragraph goes through layoutText (faces by
 * character, bidi order, wrapping) and each piece is drawn at its own x on a shared baseline. Pages are
 * buffered so that the footer can say "Page n of m" once the content is done.
 */
export class PdfCanvas {
  readonly doc: PDFKit.PDFDocument;
  private readonly registered = new Set<string>();
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  /** The top of the next thing drawn in the flow. */
  y: number = PAGE.margin;
  readonly left = PAGE.margin;
  readonly right = PAGE.width - PAGE.margin;
  readonly contentWidth = PAGE.width - 2 * PAGE.margin;
  /** Draws what every new page starts with; answers where the flow continues. */
  onNewPage: (canvas: PdfCanvas) => number = () => PAGE.margin;

  constructor(info: PdfInfo) {
    this.doc = new PDFDocument({
      size: 'LETTER',
      margin: PAGE.margin,
      bufferPages: true,
      autoFirstPage: true,
      lang: info.lang ?? 'en-US',
      displayTitle: true,
      info: { Title: info.title, Author: info.author, Subject: info.subject, Creator: 'Porchlight' },
    });
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  /** Where the flow must stop on this page (the footer is below). */
  get bottom(): number {
    return PAGE.height - PAGE.margin - FOOTER_SPACE;
  }

  private use(face: Face, size: number): void {
    if (!this.registered.has(face.key)) {
      // pdfkit takes a fontkit font as it is (PDFFontFactory.open), so each face is parsed once per process.
      this.doc.registerFont(face.key, face.font as unknown as Buffer);
      this.registered.add(face.key);
    }
    this.doc.font(face.key).fontSize(size);
  }

  /** Lines of text as they would be drawn in a box `width` wide. */
  lines(text: string, width: number, style: TextStyle): Line[] {
    return layoutText(text, { size: style.size, width, weight: style.weight ?? 400 });
  }

  lineHeight(style: TextStyle): number {
    return style.size * (style.leading ?? 1.35);
  }

  /** The height that text takes in a box `width` wide. */
  heightOf(text: string, width: number, style: TextStyle): number {
    return this.lines(text, width, style).length * this.lineHeight(style);
  }

  /**
   * Draws laid-out lines from the top `y` in a box [x, x + width]: a right-to-left line against the box's
   * right edge, others against its left (or centred with `align`). Answers the height drawn.
   */
  drawLines(
    lines: Line[],
    x: number,
    y: number,
    width: number,
    style: TextStyle,
    align?: 'center' | 'end',
  ): number {
    const height = this.lineHeight(style);
    this.doc.fillColor(style.color ?? '#1f2933');
    lines.forEach((line, i) => {
      const baseline = y + i * height + style.size * 1.02;
      const free = width - line.width;
      let at = line.rtl ? x + free : x;
      if (align === 'center') at = x + free / 2;
      else if (align === 'end') at = line.rtl ? x : x + free;
      for (const piece of line.pieces) {
        this.use(piece.face, style.size);
        // features: [] lays the piece out whole; without it pdfkit shapes word by word, each Arabic word reversed
        // on its own and the words left in logical order.
        this.doc.text(piece.text, at, baseline, { lineBreak: false, baseline: 'alphabetic', features: [] });
        at += piece.width;
      }
    });
    return lines.length * height;
  }

  /** Draws text in a box; answers the height drawn. */
  text(text: string, x: number, y: number, width: number, style: TextStyle, align?: 'center' | 'end') {
    return this.drawLines(this.lines(text, width, style), x, y, width, style, align);
  }

  /** A new page when `height` more would not fit above the footer. */
  ensureSpace(height: number): void {
    if (this.y + height <= this.bottom) return;
    this.doc.addPage();
    this.y = this.onNewPage(this);
  }

  /** Text in the flow, across the content width, moving the flow down. Long text continues on the next page. */
  paragraph(text: string, style: TextStyle, gapAfter = 4): void {
    const lines = this.lines(text, this.contentWidth, style);
    const height = this.lineHeight(style);
    for (const line of lines) {
      this.ensureSpace(height);
      this.y += this.drawLines([line], this.left, this.y, this.contentWidth, style);
    }
    this.y += gapAfter;
  }

  /** Writes `footer(page, pages)` at the bottom of every page, then ends the document. */
  async finish(footer: (page: number, pages: number) => string, style: TextStyle): Promise<Buffer> {
    const { start, count } = this.doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      this.doc.switchToPage(i);
      const y = PAGE.height - PAGE.margin - style.size * 1.4;
      this.doc
        .moveTo(this.left, y - 6)
        .lineTo(this.right, y - 6)
        .lineWidth(0.5)
        .strokeColor('#c8d1d9')
        .stroke();
      this.text(footer(i - start + 1, count), this.left, y, this.contentWidth, style, 'center');
    }
    this.doc.end();
    return this.done;
  }
}
