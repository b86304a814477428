import { NO_ANSWER } from '../../contract/answer-text.js';
import { PAGE, PdfCanvas, type TextStyle } from './pdf/pdf-canvas.js';
import {
  ENTITY_TYPE_NAMES,
  type PdfTheme,
  printedTime,
  type SnapshotData,
  themeOf,
} from './snapshot-content.js';

const BODY: TextStyle = { size: 10 };
const LABEL: TextStyle = { size: 8.5, weight: 700 };
const HEADING: TextStyle = { size: 12.5, weight: 700 };
const SMALL: TextStyle = { size: 8 };

/** The header band: tall with the title and what the document is on the first page, a thin strip after. */
function drawBand(canvas: PdfCanvas, theme: PdfTheme, data: SnapshotData, first: boolean): number {
  const height = first ? 78 : 34;
  canvas.doc.rect(0, 0, PAGE.width, height).fill(theme.band);
  const title = { size: first ? 18 : 11, weight: 700 as const, color: theme.bandText };
  const titleTop = first ? 20 : 10;
  canvas.text(data.instance.title, canvas.left, titleTop, canvas.contentWidth * 0.7, title);
  const sub = { size: first ? 10 : 8.5, color: theme.bandText };
  const subtitle = `Application snapshot · ${data.application.externalId}`;
  if (first) canvas.text(subtitle, canvas.left, titleTop + 27, canvas.contentWidth, sub);
  else canvas.text(subtitle, canvas.left, titleTop + 1, canvas.contentWidth, sub, 'end');
  return height + (first ? 22 : 18);
}

function heading(canvas: PdfCanvas, theme: PdfTheme, text: string): void {
  canvas.ensureSpace(48);
  canvas.y += 8;
  canvas.y += canvas.text(text, canvas.left, canvas.y, canvas.contentWidth, {
    ...HEADING,
    color: theme.accent,
  });
  canvas.doc
    .moveTo(canvas.left, canvas.y + 1)
    .lineTo(canvas.right, canvas.y + 1)
    .lineWidth(0.75)
    .strokeColor(theme.rule)
    .stroke();
  canvas.y += 8;
}

/**
 * Label and value side by side, the label in a narrow column; a value too long for the rest of the page
 * goes on across pages line by line.
 */
function row(canvas: PdfCanvas, theme: PdfTheme, label: string, value: string, labelWidth = 150): void {
  const gap = 12;
  const valueWidth = canvas.contentWidth - labelWidth - gap;
  const labelStyle = { ...LABEL, color: theme.muted };
  const valueStyle = { ...BODY, color: theme.ink };
  const labelLines = canvas.lines(label, labelWidth, labelStyle);
  const valueLines = canvas.lines(value === '' ? NO_ANSWER : value, valueWidth, valueStyle);
  const lineHeight = canvas.lineHeight(valueStyle);
  const firstBlock = Math.max(
    labelLines.length * canvas.lineHeight(labelStyle),
    Math.min(valueLines.length, 3) * lineHeight,
  );
  canvas.ensureSpace(firstBlock);
  const top = canvas.y;
  // The label is level with the value's first line.
  canvas.drawLines(labelLines, canvas.left, top + 1.2, labelWidth, labelStyle);
  let y = top;
  for (const line of valueLines) {
    if (y + lineHeight > canvas.bottom) {
      canvas.y = y;
      canvas.ensureSpace(lineHeight);
      y = canvas.y;
    }
    y += canvas.drawLines([line], canvas.left + labelWidth + gap, y, valueWidth, valueStyle);
  }
  canvas.y = Math.max(y, top + labelLines.length * canvas.lineHeight(labelStyle)) + 5;
}

/** One event of the history: when, what and by whom on one line, its comment below. */
function historyRow(canvas: PdfCanvas, theme: PdfTheme, line: SnapshotData['history'][number]): void {
  const whenWidth = 130;
  const byWidth = line.by === null ? 0 : 120;
  const gap = 10;
  const whatWidth = canvas.contentWidth - whenWidth - byWidth - gap * (line.by === null ? 1 : 2);
  const when = canvas.lines(printedTime(line.at), whenWidth, { ...SMALL, color: theme.muted });
  const what = canvas.lines(line.what, whatWidth, BODY);
  const by = line.by === null ? [] : canvas.lines(line.by, byWidth, { ...SMALL, color: theme.muted });
  const comment = line.comment ? canvas.lines(line.comment, whatWidth, { ...SMALL, color: theme.ink }) : [];
  const height =
    Math.max(
      when.length * canvas.lineHeight(SMALL),
      what.length * canvas.lineHeight(BODY),
      by.length * canvas.lineHeight(SMALL),
    ) +
    comment.length * canvas.lineHeight(SMALL) +
    6;
  canvas.ensureSpace(Math.min(height, canvas.bottom - PAGE.margin - 40));
  const top = canvas.y;
  canvas.drawLines(when, canvas.left, top + 1.5, whenWidth, { ...SMALL, color: theme.muted });
  const whatX = canvas.left + whenWidth + gap;
  let y = top + canvas.drawLines(what, whatX, top, whatWidth, BODY);
  if (by.length > 0) {
    canvas.drawLines(by, canvas.right - byWidth, top + 1.5, byWidth, { ...SMALL, color: theme.muted });
  }
  for (const c of comment) {
    y += canvas.drawLines([c], whatX, y, whatWidth, { ...SMALL, color: theme.ink });
  }
  canvas.y = Math.max(y, top + when.length * canvas.lineHeight(SMALL)) + 6;
}

/**
 * The application snapshot: the instance's branded header, the application's summary (number, program,
 * applicant, status, submission), its answers by the form's sections, and its history; "Page n of m" and
 * the instance in the footer of every page.
 */
export function renderSnapshotPdf(data: SnapshotData): Promise<Buffer> {
  const theme = themeOf(data.instance.textMode);
  const { application: app, applicant } = data;
  const canvas = new PdfCanvas({
    title: `Application ${app.externalId}`,
    author: data.instance.name,
    subject: `${app.programName}: ${applicant.name}`,
  });
  canvas.onNewPage = (c) => drawBand(c, theme, data, false);
  canvas.y = drawBand(canvas, theme, data, true);

  heading(canvas, theme, 'Application');
  const summary: [string, string][] = [
    ['Application number', app.externalId],
    ['Program', app.programName],
    ['Applicant', applicant.name],
    ['Applicant type', ENTITY_TYPE_NAMES[applicant.entityType] ?? NO_ANSWER],
    ['Status', app.status],
    ...(app.statusDescription ? [['Status description', app.statusDescription] as [string, string]] : []),
    ['Submitted', printedTime(app.submittedAt)],
    ['Email', applicant.email ?? NO_ANSWER],
    ['Phone', applicant.phone ?? NO_ANSWER],
  ];
  for (const [label, value] of summary) row(canvas, theme, label, value);

  heading(canvas, theme, 'Answers');
  const answered = data.sections.filter((s) => s.fields.length > 0);
  if (answered.length === 0) canvas.paragraph('No answers were given.', { ...BODY, color: theme.muted });
  answered.forEach((section, i) => {
    if (section.title) {
      canvas.ensureSpace(30);
      canvas.y += canvas.text(section.title, canvas.left, canvas.y, canvas.contentWidth, {
        size: 10.5,
        weight: 700,
        color: theme.ink,
      });
      canvas.y += 3;
    } else if (i > 0) canvas.y += 6;
    for (const field of section.fields) row(canvas, theme, field.label, field.value, 190);
  });

  heading(canvas, theme, 'History');
  if (data.history.length === 0) canvas.paragraph('No history yet.', { ...BODY, color: theme.muted });
  for (const line of data.history) historyRow(canvas, theme, line);

  const contact = data.instance.contact ? ` · ${data.instance.contact}` : '';
  return canvas.finish(
    (page, pages) =>
      `${data.instance.name}${contact} · Generated ${printedTime(data.generatedAt)} · Page ${page} of ${pages}`,
    { ...SMALL, color: theme.muted },
  );
}
