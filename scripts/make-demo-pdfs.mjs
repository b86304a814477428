#!/usr/bin/env node
// Writes the demo world's PDFs (seeds/demo/documents/), loaded by the seeds' `documents` section:
//   rental-assistance.pdf  a one-page AcroForm with text fields, springfield's "Rental assistance"
//                          template for POST /api/document/fill-pdf (the field names are the profile's)
//   springfield-rent.pdf   springfield's rent PDF (GET /api/instances/:id/rent-pdf)
// Run it again only to change them: `node scripts/make-demo-pdfs.mjs`. The output is the same every run
// (fixed dates, no ids), so the committed files change only when this script does.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../seeds/demo/documents');
const BRAND = rgb(0.059, 0.361, 0.431); // #0f5c6e, the community UI's --brand
const INK = rgb(0.122, 0.161, 0.2);
const MUTED = rgb(0.357, 0.42, 0.475);
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

/** Fields of the rental assistance form: name, label, and the width of its box (of 516 points). */
const RENTAL_FIELDS = [
  [['applicant_name', 'Applicant name', 516]],
  [
    ['email', 'Email', 300],
    ['phone', 'Phone', 200],
  ],
  [['street_address', 'Street address', 516]],
  [
    ['city', 'City', 250],
    ['state', 'State', 100],
    ['zip', 'ZIP code', 134],
  ],
  [
    ['household_size', 'Household size', 160],
    ['monthly_income', 'Monthly income ($)', 160],
    ['monthly_rent', 'Monthly rent ($)', 164],
  ],
  [
    ['landlord_name', 'Landlord name', 300],
    ['landlord_phone', 'Landlord phone', 200],
  ],
  [['date', 'Date', 200]],
];

function stable(doc, title) {
  doc.setTitle(title);
  doc.setAuthor('City of Springfield');
  doc.setCreator('Porchlight demo seeds');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
}

async function rentalAssistance() {
  const doc = await PDFDocument.create();
  stable(doc, 'Rental assistance application');
  const page = doc.addPage([612, 792]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  page.drawRectangle({ x: 0, y: 712, width: 612, height: 80, color: BRAND });
  page.drawText('City of Springfield', { x: 48, y: 758, size: 11, font: regular, color: rgb(1, 1, 1) });
  page.drawText('Rental assistance application', {
    x: 48,
    y: 732,
    size: 20,
    font: bold,
    color: rgb(1, 1, 1),
  });
  page.drawText('Please fill in every field. Staff will contact you if anything is missing.', {
    x: 48,
    y: 684,
    size: 10,
    font: regular,
    color: MUTED,
  });
  const form = doc.getForm();
  let y = 640;
  for (const row of RENTAL_FIELDS) {
    let x = 48;
    for (const [name, label, width] of row) {
      page.drawText(label, { x, y: y + 26, size: 9, font: bold, color: INK });
      const field = form.createTextField(name);
      field.addToPage(page, {
        x,
        y,
        width: width - (x + width < 564 ? 16 : 0),
        height: 22,
        borderColor: MUTED,
        borderWidth: 1,
        font: regular,
      });
      field.setFontSize(10);
      x += width;
    }
    y -= 62;
  }
  page.drawText('I certify that the information above is true and complete.', {
    x: 48,
    y: y + 10,
    size: 9,
    font: regular,
    color: MUTED,
  });
  page.drawText('Springfield Housing Office · 100 Main Street · (555) 555-0100', {
    x: 48,
    y: 40,
    size: 8,
    font: regular,
    color: MUTED,
  });
  form.updateFieldAppearances(regular);
  return doc.save({ useObjectStreams: false });
}

async function springfieldRent() {
  const doc = await PDFDocument.create();
  stable(doc, 'Springfield rent limits 2026');
  const page = doc.addPage([612, 792]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  page.drawRectangle({ x: 0, y: 712, width: 612, height: 80, color: BRAND });
  page.drawText('City of Springfield', { x: 48, y: 758, size: 11, font: regular, color: rgb(1, 1, 1) });
  page.drawText('Rent limits for rental assistance, 2026', {
    x: 48,
    y: 732,
    size: 20,
    font: bold,
    color: rgb(1, 1, 1),
  });
  const text = (s, x, y, font = regular, size = 11, color = INK) =>
    page.drawText(s, { x, y, size, font, color });
  text(
    'Assistance covers units whose monthly rent, utilities included, is at or below these limits.',
    48,
    680,
    regular,
    10,
    MUTED,
  );
  const rows = [
    ['Unit size', 'Monthly rent limit'],
    ['Studio', '$1,050'],
    ['1 bedroom', '$1,180'],
    ['2 bedrooms', '$1,420'],
    ['3 bedrooms', '$1,860'],
    ['4 bedrooms', '$2,150'],
  ];
  let y = 640;
  rows.forEach(([size, limit], i) => {
    if (i === 0)
      page.drawRectangle({ x: 48, y: y - 6, width: 516, height: 24, color: rgb(0.89, 0.945, 0.957) });
    text(size, 60, y, i === 0 ? bold : regular);
    text(limit, 360, y, i === 0 ? bold : regular);
    page.drawLine({ start: { x: 48, y: y - 7 }, end: { x: 564, y: y - 7 }, thickness: 0.5, color: MUTED });
    y -= 30;
  });
  text(
    'Limits are reviewed every January. Questions: housing@springfield.example',
    48,
    y - 10,
    regular,
    10,
    MUTED,
  );
  return doc.save({ useObjectStreams: false });
}

mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'rental-assistance.pdf'), await rentalAssistance());
writeFileSync(path.join(out, 'springfield-rent.pdf'), await springfieldRent());
process.stdout.write(`wrote ${out}/rental-assistance.pdf and springfield-rent.pdf\n`);
