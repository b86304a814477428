// A program's form in sections (issue 18 "A form a person can finish"): a field's `section` opens a section
// titled so, and the fields after it without one stay in it. A form of more than one section is filled one
// section at a time; the record page and the snapshot PDF group the answers the same way. The contract folder
// imports only its own files.
import { checkAnswers } from './form-answers.js';
import type { FormField } from './programs.js';

export interface FormSection<F> {
  /** The section's title; null for the fields before the first titled one. */
  title: string | null;
  fields: F[];
}

/** The fields in their sections, in the form's order; a form without titles is one untitled section. */
export function sectionsOf<F extends { section?: string | null }>(fields: readonly F[]): FormSection<F>[] {
  const sections: FormSection<F>[] = [];
  for (const field of fields) {
    const title = field.section?.trim() || null;
    const current = sections.at(-1);
    if (current && (title === null || title === current.title)) current.fields.push(field);
    else sections.push({ title, fields: [field] });
  }
  return sections;
}

/** Whether the form is filled one section at a time: it has more than one section. */
export const isSectioned = (fields: readonly { section?: string | null }[]): boolean =>
  sectionsOf(fields).length > 1;

/**
 * Where an applicant continuing a draft starts: the first section with a missing or refused answer, or null
 * when every section holds (the review step comes next).
 */
export function firstUnfinishedSection(
  sections: readonly FormSection<FormField>[],
  answers: Record<string, unknown>,
  today: string,
): number | null {
  const index = sections.findIndex((section) => {
    const asked = Object.fromEntries(
      section.fields.filter((f) => Object.hasOwn(answers, f.name)).map((f) => [f.name, answers[f.name]]),
    );
    return checkAnswers(section.fields, asked, today).length > 0;
  });
  return index === -1 ? null : index;
}
