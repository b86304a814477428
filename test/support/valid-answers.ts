// A valid answer to each question of a program's form, as a person filling it in would give: for tests that
// need an application and do not test the form (the e2e suites and the browser tests alike).
import type { FormField } from '../../server/src/contract/programs.js';

/** A text answer the shared patterns take, where a field names one and gives no example. */
const PATTERN_SAMPLES: Record<string, string> = {
  zip: '62704',
  ssn: '12-34-5678',
  usPhone: '(555) 555-0123',
  time: '13:30:00',
};

/** A form field with the constraints answers are checked against (API.md "Applying"), where it has them. */
export type ConstrainedField = FormField & { min?: number | string; pattern?: string; example?: string };

/** A small PDF, for file questions. */
export const SAMPLE_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * Valid answers to the form; a file question gets a PDF uploaded by `upload` (which answers the file's id),
 * in the shape a file answer takes.
 */
export async function validAnswers(
  fields: ConstrainedField[],
  upload: () => Promise<number>,
): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  for (const field of fields) {
    answers[field.name] = await validAnswer(field, upload);
  }
  return answers;
}

async function validAnswer(field: ConstrainedField, upload: () => Promise<number>): Promise<unknown> {
  switch (field.type) {
    case 'number':
      return typeof field.min === 'number' ? Math.max(field.min, 1) : 1;
    case 'date':
      // Recent enough for the demo's child born on or after 2019-09-01 (Child Savings' eligibility rule).
      return '2020-02-03';
    case 'select':
      return field.choices?.[0];
    case 'checkbox':
      return true;
    case 'file':
      return { id: await upload(), name: 'proof.pdf', size: SAMPLE_PDF.length };
    default:
      return field.example ?? (field.pattern && PATTERN_SAMPLES[field.pattern]) ?? 'A sample answer';
  }
}
