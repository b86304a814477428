// /v2/add-case (programs spec §2 reviewer routes, issue 23): staff file an application on an applicant's behalf
// to a program whose process they work: the applicant by e-mail or phone (found, or opened with the names
// given), the program's form answered, then POST /api/admin/applications; refusals beside their fields.
import {
  Alert,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  type AddCaseAnswer,
  type AddCaseApplicant,
  addCaseApplicantErrors,
} from '@server/contract/add-case.js';
import type { FieldError } from '@server/contract/errors.js';
import { answerNumber } from '@server/contract/form-answers.js';
import type { FormField } from '@server/contract/programs.js';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, Title, useTranslate } from 'react-admin';
import { ApiError, apiJson } from '../api/client.js';
import { useProcesses } from '../program-portal/program-data.js';

type Values = Record<string, string | boolean>;
const EMPTY_APPLICANT: AddCaseApplicant = { email: '', phone: '', firstName: '', lastName: '' };
const APPLICANT_FIELDS = ['email', 'phone', 'firstName', 'lastName'] as const;

/** The answers as the submit path takes them: numbers as numbers; files are not filed here, so left out. */
const answersWire = (fields: readonly FormField[], values: Values) =>
  Object.fromEntries(
    fields.flatMap((f) => {
      const value = values[f.name];
      if (f.type === 'file' || value === undefined || value === '' || value === false) return [];
      return [[f.name, f.type === 'number' ? (answerNumber(value) ?? value) : value]];
    }),
  );

function AnswerInput({
  field,
  value,
  error,
  onChange,
}: {
  field: FormField;
  value: string | boolean | undefined;
  error: string | undefined;
  onChange: (value: string | boolean) => void;
}) {
  if (field.type === 'checkbox') {
    return (
      <FormControlLabel
        control={<Checkbox checked={value === true} onChange={(e) => onChange(e.target.checked)} />}
        label={field.label}
      />
    );
  }
  return (
    <TextField
      id={`answer-${field.name}`}
      label={field.label}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      required={field.required}
      select={field.type === 'select'}
      multiline={field.type === 'textarea'}
      type={field.type === 'date' ? 'date' : field.type === 'number' ? 'number' : 'text'}
      slotProps={field.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
      error={error !== undefined}
      helperText={error}
      size="small"
    >
      {(field.choices ?? []).map((choice) => (
        <MenuItem key={choice} value={choice}>
          {choice}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Whom the application is for: e-mail or phone, and the names a new applicant is given. */
function ApplicantInputs({
  applicant,
  errorOf,
  onChange,
}: {
  applicant: AddCaseApplicant;
  errorOf: (field: string) => string | undefined;
  onChange: (name: (typeof APPLICANT_FIELDS)[number], value: string) => void;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`porchlight.add_case.${key}`);
  return APPLICANT_FIELDS.map((name) => (
    <TextField
      key={name}
      id={`applicant-${name}`}
      label={t(`fields.${name}`)}
      value={applicant[name] ?? ''}
      onChange={(e) => onChange(name, e.target.value)}
      type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
      required={name === 'firstName' || name === 'lastName'}
      error={errorOf(`applicant.${name}`) !== undefined}
      helperText={errorOf(`applicant.${name}`) ?? (name === 'email' ? t('contact_hint') : undefined)}
      size="small"
    />
  ));
}

export function AddCasePage() {
  const translate = useTranslate();
  const t = (key: string) => translate(`porchlight.add_case.${key}`);
  const processes = useProcesses();
  const [programId, setProgramId] = useState<number | ''>('');
  const [applicant, setApplicant] = useState<AddCaseApplicant>(EMPTY_APPLICANT);
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [filed, setFiled] = useState<AddCaseAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useQuery({
    queryKey: ['add-case-form', programId],
    queryFn: () => apiJson<{ formFields: FormField[] }>(`/api/resource/${programId}`),
    enabled: programId !== '',
  });
  const fields = (form.data?.formFields ?? []).filter((f) => f.type !== 'file');
  const programs = [...new Map((processes.data ?? []).map((p) => [p.programId, p.programName])).entries()];
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;
  // A refusal of no field shown here (a file question, the program's rules) is said above the form.
  const shown = new Set([...APPLICANT_FIELDS.map((n) => `applicant.${n}`), ...fields.map((f) => f.name)]);
  const unshown = errors.filter((e) => !shown.has(e.field));
  // A field's refusal goes once the field is changed: what stays said is what still stands.
  const forget = (field: string) => setErrors((now) => now.filter((e) => e.field !== field));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = addCaseApplicantErrors(applicant);
    setErrors(found);
    if (found.length > 0 || programId === '') return;
    setBusy(true);
    try {
      const body = { programId, applicant, answers: answersWire(fields, values) };
      setFiled(await apiJson<AddCaseAnswer>('/api/admin/applications', { method: 'POST', body }));
      setApplicant(EMPTY_APPLICANT);
      setValues({});
    } catch (caught) {
      if (caught instanceof ApiError && caught.fieldErrors.length > 0) setErrors(caught.fieldErrors);
      else setFailure(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{ my: 2, maxWidth: 720 }}>
      <Title title={t('title')} />
      <CardContent>
        <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t('title')}>
          <Typography variant="h5" component="h1">
            {t('title')}
          </Typography>
          {filed && (
            <Alert severity="success" role="status">
              {translate('porchlight.add_case.filed', { externalId: filed.externalId })}{' '}
              <Link to={`/applications/${filed.id}/show`}>{t('open')}</Link>
            </Alert>
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
          {unshown.map((e) => (
            <Alert key={e.field} severity="error">
              {e.message}
            </Alert>
          ))}
          <TextField
            select
            label={t('program')}
            value={programId}
            onChange={(e) => {
              setProgramId(Number(e.target.value));
              setValues({});
              setFiled(null);
            }}
            required
            size="small"
          >
            {programs.map(([id, name]) => (
              <MenuItem key={id} value={id}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <ApplicantInputs
            applicant={applicant}
            errorOf={errorOf}
            onChange={(name, value) => {
              setApplicant({ ...applicant, [name]: value });
              forget(`applicant.${name}`);
              // Either contact finds the applicant, so a phone answers the e-mail's refusal too.
              if (name === 'phone') forget('applicant.email');
            }}
          />
          {fields.map((field) => (
            <AnswerInput
              key={field.name}
              field={field}
              value={values[field.name]}
              error={errorOf(field.name)}
              onChange={(value) => {
                setValues({ ...values, [field.name]: value });
                forget(field.name);
              }}
            />
          ))}
          <Stack direction="row">
            <Button type="submit" variant="contained" disabled={busy || programId === ''}>
              {t('submit')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
