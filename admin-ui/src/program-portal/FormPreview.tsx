// The Form tab's live preview (issue 25, custom application fields): the form as the applicant will see it,
// from the fields as they stand in the editor (saved or not), grouped under their section titles, each with
// its required mark, the input of its type and the hints of its constraints. The answers typed here live in
// this component only, never in the program's form, so nothing of them is saved; once a field is left, the
// contract's answer check says what the server would refuse, in its words.
import { Box, Checkbox, FormControlLabel, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import { answerError, answerParams, answerProblem } from '@server/contract/form-answers.js';
import { constraintHints, localToday } from '@server/contract/form-constraints.js';
import { FORM_FIELD_TYPES } from '@server/contract/form-definition.js';
import { sectionsOf } from '@server/contract/form-sections.js';
import type { FormField } from '@server/contract/programs.js';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';

type Answer = string | boolean;
/** A field of the editor as the preview shows it; `key` is its row, as its name may be half typed. */
type PreviewField = FormField & { key: string };

const isFieldType = (type: unknown): type is FormField['type'] =>
  (FORM_FIELD_TYPES as readonly unknown[]).includes(type);

/**
 * A row of the editor as the contract's rules read a field: an emptied input (null, '') is no constraint, and
 * a row without a type yet is not shown.
 */
function previewField(raw: unknown, index: number): PreviewField | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const given = Object.fromEntries(
    Object.entries(raw).filter(([, value]) => value !== null && value !== ''),
  ) as Partial<FormField>;
  if (!isFieldType(given.type)) return null;
  const name = given.name ?? `field${index + 1}`;
  return {
    ...given,
    type: given.type,
    name,
    label: given.label ?? name,
    required: given.required === true,
    choices: given.choices?.filter((choice) => typeof choice === 'string' && choice !== ''),
    key: String(index),
  };
}

// The preview's inputs sit inside the Form tab's own form. Owned by a form that does not exist, they are none of
// its: the browser neither checks them when the program is saved (a required answer left empty here would stop
// the save) nor sends the program's form on Enter in them.
const NOT_THE_TABS_FORM = { form: 'form-preview-answers' };

const INPUT_TYPES: Partial<Record<FormField['type'], string>> = {
  number: 'number',
  date: 'date',
  file: 'file',
};

function PreviewInput(props: {
  field: PreviewField;
  value: Answer | undefined;
  error: string | null;
  hint: string;
  onChange: (value: Answer) => void;
  onBlur: () => void;
}) {
  const { field, value, error, hint } = props;
  const translate = useTranslate();
  const helper = error ?? (hint || undefined);
  if (field.type === 'checkbox') {
    return (
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={value === true}
              onChange={(e) => props.onChange(e.target.checked)}
              onBlur={props.onBlur}
              required={field.required}
              slotProps={{ input: NOT_THE_TABS_FORM }}
            />
          }
          label={`${field.label}${field.required ? ' *' : ''}`}
        />
        {helper ? <FormHelperText error={error !== null}>{helper}</FormHelperText> : null}
      </Box>
    );
  }
  const select = field.type === 'select';
  return (
    <TextField
      label={field.label}
      required={field.required}
      value={field.type === 'file' ? undefined : typeof value === 'string' ? value : ''}
      onChange={(e) => props.onChange(e.target.value)}
      onBlur={props.onBlur}
      type={INPUT_TYPES[field.type] ?? 'text'}
      select={select}
      multiline={field.type === 'textarea'}
      minRows={field.type === 'textarea' ? 3 : undefined}
      error={error !== null}
      helperText={helper}
      size="small"
      fullWidth
      slotProps={{
        inputLabel: { shrink: field.type === 'date' || field.type === 'file' || select || undefined },
        htmlInput: NOT_THE_TABS_FORM,
        select: { native: true },
      }}
    >
      {select ? (
        <>
          <option value="">{translate('porchlight.program_portal.form.preview.choose')}</option>
          {(field.choices ?? []).map((choice) => (
            <option key={choice}>{choice}</option>
          ))}
        </>
      ) : null}
    </TextField>
  );
}

// Nothing is uploaded from the preview, so a file's answer (an upload's id) is not checked here.
const errorOf = (field: PreviewField, value: Answer | undefined, today: string): string | null => {
  const code = field.type === 'file' ? null : answerProblem(field, value, today);
  return code === null ? null : answerError(field, code).message;
};

// Beside the editor (wide screens) the preview stays in view while a field further down is edited; it scrolls
// on its own when the form is longer than the screen. Below the editor (phones) it is part of the page.
const FOLLOWS_THE_EDITOR = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  p: 2,
  minWidth: 0,
  position: { lg: 'sticky' },
  top: { lg: 64 },
  maxHeight: { lg: 'calc(100vh - 80px)' },
  overflowY: { lg: 'auto' },
} as const;

/** The preview, beside the field editor (below it on a phone), inside the Form tab's react-admin form. */
export function FormPreview() {
  const translate = useTranslate();
  const t = (key: string, params?: object) =>
    translate(`porchlight.program_portal.form.preview.${key}`, params);
  const rows: unknown = useWatch({ name: 'formFields' });
  const fields = (Array.isArray(rows) ? rows : []).flatMap((raw, index) => previewField(raw, index) ?? []);
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const today = localToday();
  const hintOf = (field: PreviewField) =>
    constraintHints(field)
      .map((code) => t(`hints.${code}`, answerParams(field)))
      .join(' · ');
  return (
    <Box component="section" aria-labelledby="form-preview-title" sx={FOLLOWS_THE_EDITOR}>
      <Typography id="form-preview-title" variant="h6" component="h2">
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('help')}
      </Typography>
      {sectionsOf(fields).map((section) => (
        // A section is keyed by its first field's row: a section has one at least.
        <Stack key={section.fields[0]?.key} spacing={2} sx={{ mb: 2 }}>
          {section.title !== null ? (
            <Typography variant="subtitle1" component="h3">
              {section.title}
            </Typography>
          ) : null}
          {section.fields.map((field) => (
            <PreviewInput
              key={field.key}
              field={field}
              value={answers[field.key]}
              // Checked as the field stands now: a bound changed in the editor changes the message at once.
              error={left.has(field.key) ? errorOf(field, answers[field.key], today) : null}
              hint={hintOf(field)}
              onChange={(value) => setAnswers((now) => ({ ...now, [field.key]: value }))}
              onBlur={() => setLeft((now) => new Set(now).add(field.key))}
            />
          ))}
        </Stack>
      ))}
    </Box>
  );
}
