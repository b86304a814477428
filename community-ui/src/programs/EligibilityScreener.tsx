// "Check if you qualify" (issue 25): a short screener on the program page asking just the fields the
// eligibility rules read, judged as the applicant types by the contract's evaluator (the one the server
// refuses submissions by), each criterion said met or not in words; its answers carry into the form.
import {
  criteriaFields,
  type EligibilityErrorText,
  type EligibilityResult,
  evaluateEligibility,
} from '@server/contract/eligibility.js';
import { answerNumber } from '@server/contract/form-answers.js';
import { useEffect, useRef, useState } from 'react';
import { t } from '../i18n/i18n';
import { Link } from '../router/router';
import { Notice } from '../ui/controls';
import { type Answer, FieldInput } from './ApplyForm';
import { useFetch } from './api';
import { localToday } from './form-constraints';
import type { FormField, ProgramDetail } from './types';

const storageKey = (programId: number) => `porchlight.screener.${programId}`;

/** The screener's answers kept for the form of the same program (this tab only). */
export function carriedAnswers(programId: number): Record<string, Answer> {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey(programId)) ?? '{}') as Record<string, Answer>;
  } catch {
    return {};
  }
}

const keep = (programId: number, answers: Record<string, Answer>) =>
  sessionStorage.setItem(storageKey(programId), JSON.stringify(answers));

// Numbers are judged as numbers once they read as one (the form sends them so too).
const wireOf = (fields: FormField[], answers: Record<string, Answer>) =>
  Object.fromEntries(
    fields.map((f) => {
      const answer = answers[f.name];
      return [
        f.name,
        f.type === 'number' && typeof answer === 'string' ? (answerNumber(answer) ?? answer) : answer,
      ];
    }),
  );

/** The program's words for the ineligible, or the default sentence in the reader's language. */
const whyText = (text: EligibilityErrorText | null, program: ProgramDetail): string =>
  !text
    ? ''
    : text.programText
      ? text.message
      : t('eligibility.defaultWhy', { program: program.ds_displayname });

function ResultList({ results }: { results: EligibilityResult[] }) {
  return (
    <ul className="checklist screener__results" aria-labelledby="screener-results">
      {results.map((result) => (
        <li key={result.label} className={`screener__${result.reason}`}>
          {t(`eligibility.${result.reason}`, { label: result.label })}
        </li>
      ))}
    </ul>
  );
}

/** The check itself, once opened: the fields, the criteria met or not, and the way on. */
function Screener({ program, fields }: { program: ProgramDetail; fields: FormField[] }) {
  const id = program.cd_resource;
  const [answers, setAnswers] = useState<Record<string, Answer>>(() => carriedAnswers(id));
  const ineligibleText = useFetch<EligibilityErrorText>(`/eligibility-error?programId=${id}`);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const outcome = evaluateEligibility(program.eligibilityCriteria, { answers: wireOf(fields, answers) });
  const answered = fields.every((f) => answers[f.name] !== undefined && answers[f.name] !== '');
  const change = (field: FormField, answer: Answer | undefined) => {
    const { [field.name]: _old, ...others } = answers;
    const next = answer === undefined ? others : { ...others, [field.name]: answer };
    setAnswers(next);
    keep(id, next);
  };
  return (
    <section className="screener" aria-labelledby="screener-title">
      <h2 id="screener-title" ref={heading} tabIndex={-1}>
        {t('eligibility.check')}
      </h2>
      <p className="muted">{t('eligibility.intro')}</p>
      {fields.map((field) => (
        <FieldInput
          key={field.name}
          field={{ ...field, required: false }}
          value={answers[field.name]}
          today={localToday()}
          onChange={(answer) => change(field, answer)}
          onBlur={() => undefined}
          onBusy={() => undefined}
          error={null}
        />
      ))}
      <h3 id="screener-results">{t('eligibility.results')}</h3>
      <ResultList results={outcome.results} />
      {!answered ? null : outcome.eligible ? (
        <>
          <Notice kind="success">{t('eligibility.qualify')}</Notice>
          <div className="actions actions--start">
            <Link className="button" to={`/confirmation-resource/${id}`}>
              {t('eligibility.continue')}
            </Link>
          </div>
        </>
      ) : (
        <Notice kind="info">
          <strong>{t('eligibility.notQualify')}</strong> {whyText(ineligibleText.data, program)}{' '}
          {t('eligibility.changeHint')}
        </Notice>
      )}
    </section>
  );
}

/** The program page's "Check if you qualify": shown where the criteria have rules reading the form. */
export function EligibilityScreener({ program }: { program: ProgramDetail }) {
  const fields = criteriaFields(program.eligibilityCriteria, program.formFields);
  const [open, setOpen] = useState(false);
  if (fields.length === 0) return null;
  if (open) return <Screener program={program} fields={fields} />;
  return (
    <p>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {t('eligibility.check')}
      </button>
    </p>
  );
}
