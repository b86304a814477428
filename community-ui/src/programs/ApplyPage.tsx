// Applying to a program (programs spec §2 /confirmation-resource/:id): the program's form (a draft's answers
// when `?draft=` names one), kept as a draft where the program offers it, then a review of the answers, and
// once submitted the confirmation page in the form's place in the history.

import type { AddonGiven } from '@server/contract/addons.js';
import type { DeclarationGiven } from '@server/contract/declarations.js';
import { type ApplicantApplicationView, draftErrors, offersDrafts } from '@server/contract/drafts.js';
import type { EligibilityResult } from '@server/contract/eligibility.js';
import { ERROR_CODE, type FieldError } from '@server/contract/errors.js';
import { answerError, answerProblem, checkAnswers } from '@server/contract/form-answers.js';
import { formFrameOf } from '@server/contract/form-frames.js';
import { type FormSection, firstUnfinishedSection, sectionsOf } from '@server/contract/form-sections.js';
import { type Profile, prefillAnswers } from '@server/contract/profiles.js';
import { COMMUNITY_ENTITY_TYPE } from '@server/modules/accounts/instance-constants.js';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError, api } from '../api/http';
import type { Me } from '../api/types';
import { t } from '../i18n/i18n';
import { Link, navigate, useQuery } from '../router/router';
import type { ScreenProps } from '../router/routes';
import { useSession } from '../session/session';
import { BackArrow, Loader, Notice } from '../ui/controls';
import { notify } from '../ui/notify';
import { AddonsFieldset, type AddonsState, useAddons } from './Addons';
import { AnswerList } from './ApplicationPage';
import { type Answer, inputId, StepForm } from './ApplyForm';
import { useFetch } from './api';
import { DeclarationsFieldset, type DeclarationsState, useDeclarations } from './Declarations';
import { carriedAnswers } from './EligibilityScreener';
import { FormFrame } from './FormFrame';
import { answerErrorText, localToday, wireAnswer, wireAnswers } from './form-constraints';
import type { FormField, ProgramDetail } from './types';

const communityTypeOf = (user: Me): number =>
  user.cd_community_entity_type ??
  (user.id_entity_type === COMMUNITY_ENTITY_TYPE.business
    ? COMMUNITY_ENTITY_TYPE.business
    : COMMUNITY_ENTITY_TYPE.individual);

/** A saved answer as the form holds it: numbers as the text typed. */
const formAnswer = (answer: unknown): Answer | undefined =>
  typeof answer === 'number' ? String(answer) : (answer as Answer | undefined);

/**
 * The answers and their errors: a field is checked by the contract's rule when it loses the focus, again
 * as it changes while it shows an error, and the whole form on submit, which shows the first failing field's
 * error and moves the focus there. The server's 422 field errors are each shown beside their field.
 */
function useAnswers(fields: FormField[]) {
  const today = localToday();
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const check = (field: FormField, answer: Answer | undefined) => {
    const code = answerProblem(field, wireAnswer(field, answer), today);
    return code === null ? null : answerError(field, code);
  };
  const show = (name: string, error: FieldError | null) =>
    setErrors(({ [name]: _old, ...others }) => (error ? { ...others, [name]: error } : others));
  // Focused once rendered: the server's errors come back from the review step, where the field is not shown.
  const [focusName, setFocusName] = useState<string | null>(null);
  useEffect(() => {
    if (focusName === null) return;
    document.getElementById(inputId(focusName))?.focus();
    setFocusName(null);
  }, [focusName]);
  const showAll = (found: FieldError[]) => {
    setErrors(Object.fromEntries(found.map((error) => [error.field, error])));
    if (found[0]) setFocusName(found[0].field);
  };
  return {
    today,
    answers,
    errors,
    showAll,
    change(field: FormField, answer: Answer | undefined) {
      const { [field.name]: _old, ...others } = answers;
      setAnswers(answer === undefined ? others : { ...others, [field.name]: answer });
      if (errors[field.name]) show(field.name, check(field, answer));
    },
    blur: (field: FormField) => show(field.name, check(field, answers[field.name])),
    /**
     * A draft's saved answers, or the profile's, to start from. An answer typed before they arrive is kept:
     * a person who starts typing while the profile loads does not see their answer replaced.
     */
    load(saved: Record<string, unknown>) {
      const loaded = Object.entries(saved).flatMap(([name, answer]) => {
        const held = formAnswer(answer);
        return held === undefined ? [] : [[name, held] as const];
      });
      setAnswers((typed) => ({ ...Object.fromEntries(loaded), ...typed }));
    },
    /**
     * The answers as sent, or null after showing why they cannot be; a draft's need not be complete. `only`
     * checks one section's fields (Next between sections); the answers returned are still the whole form's.
     */
    checked({ draft = false, only = fields }: { draft?: boolean; only?: FormField[] } = {}) {
      const wire = wireAnswers(fields, answers);
      const all = checkAnswers(only, wireAnswers(only, answers), today);
      const found = draft ? draftErrors(all) : all;
      // Validation stops at the first failing field and shows its message (programs spec §5 generic forms).
      showAll(found.slice(0, 1));
      return { wire: found.length > 0 ? null : wire, firstError: found[0]?.field ?? null };
    },
  };
}

/** The account's draft named by `?draft=`, loaded into the form once. */
function useDraft(form: ReturnType<typeof useAnswers>) {
  const draftId = useQuery().get('draft');
  const draft = useFetch<ApplicantApplicationView>(
    draftId ? `/applications/${encodeURIComponent(draftId)}` : null,
  );
  const [loaded, setLoaded] = useState(false);
  const { load } = form;
  useEffect(() => {
    if (draft.data && !loaded) {
      load(draft.data.answers);
      setLoaded(true);
    }
  }, [draft.data, loaded, load]);
  return {
    id: draft.data?.id ?? null,
    saved: loaded ? (draft.data?.answers ?? null) : null,
    error: draft.error,
    loading: draft.loading,
  };
}

/**
 * A new application starts from the individual's profile answers for the fields of the same name
 * (docs/decisions.md), then the answers given to the program's eligibility check, if any.
 */
function useCarriedAnswers(
  form: ReturnType<typeof useAnswers>,
  program: ProgramDetail | null,
  individual: boolean,
) {
  const fresh = useQuery().get('draft') === null;
  const [carried, setCarried] = useState(false);
  const { load } = form;
  useEffect(() => {
    if (!program || carried || !fresh) return;
    setCarried(true);
    const given = carriedAnswers(program.cd_resource);
    if (!individual) return load(given);
    void api<Profile>('/user-profile')
      .catch(() => ({}))
      .then((profile) => load({ ...prefillAnswers(program.formFields, profile), ...given }));
  }, [program, carried, fresh, load, individual]);
}

/** Sends the answers: a draft kept (then My Applications), or the application submitted (then its confirmation). */
function useSend(
  program: ProgramDetail | null,
  draftId: number | null,
  onRefused: (caught: ApiError) => void,
) {
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async (
    answers: Record<string, unknown>,
    draft: boolean,
    chosen: { declarations: DeclarationGiven[]; addons: AddonGiven[] } = { declarations: [], addons: [] },
  ) => {
    if (!program || !user) return;
    setBusy(true);
    setFailure(null);
    try {
      const saved = await api<{ id: number }>(
        `/submit-application/${user.cd_instance}/community-type/${communityTypeOf(user)}`,
        {
          method: 'POST',
          body:
            draftId === null
              ? { programId: program.cd_resource, answers, draft, ...chosen }
              : { applicationId: draftId, answers, draft, ...chosen },
        },
      );
      if (draft) {
        notify('success', t('apply.draftSaved', { program: program.ds_displayname }));
        navigate('/applications');
      } else {
        navigate(`/application/${saved.id}/confirmation`, { replace: true });
      }
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 422 && caught.errors.length > 0) onRefused(caught);
      else setFailure(caught instanceof ApiError ? caught.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, setFailure, send };
}

/**
 * Which section of a long form is shown: the step moves on only when the section's answers hold, goes back
 * freely, and jumps to the section of a field whose error must be seen. A draft continued opens at its first
 * section with a missing or refused answer, or at the review when every section holds.
 */
function useSteps(sections: FormSection<FormField>[], today: string) {
  const [step, setStep] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const [moved, setMoved] = useState(false);
  // The new section's heading takes the focus, so a screen reader starts reading the section there.
  useEffect(() => {
    if (moved) heading.current?.focus();
    setMoved(false);
  }, [moved]);
  const go = (index: number) => {
    setStep(index);
    setMoved(true);
  };
  const sectionOf = (name: string) =>
    Math.max(
      0,
      sections.findIndex((section) => section.fields.some((f) => f.name === name)),
    );
  return {
    step,
    heading,
    go,
    sectionOf,
    last: step >= sections.length - 1,
    resume: (saved: Record<string, unknown>) => firstUnfinishedSection(sections, saved, today),
  };
}

/**
 * A draft continued in a form of several sections opens once at its first section with a missing or refused
 * answer, or at the review when every section holds; `saved` is null for a form of one section.
 */
function useResume(
  saved: Record<string, unknown> | null,
  steps: ReturnType<typeof useSteps>,
  review: (answers: Record<string, unknown>) => void,
) {
  const [resumed, setResumed] = useState(false);
  useEffect(() => {
    if (!saved || resumed) return;
    setResumed(true);
    const at = steps.resume(saved);
    if (at === null) review(saved);
    else steps.go(at);
  }, [saved, resumed, steps, review]);
}

/** "Step 2 of 4 — Household" as text and as a progress bar; the review is the last step. */
function Progress({ step, total, title }: { step: number; total: number; title: string | null }) {
  const text =
    title === null ? t('apply.step', { step, total }) : t('apply.stepTitled', { step, total, title });
  return (
    <div className="progress">
      <p id="apply-progress" className="progress__text">
        {text}
      </p>
      <div
        className="progress__bar"
        role="progressbar"
        aria-labelledby="apply-progress"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={text}
      >
        <div className="progress__done" style={{ width: `${(100 * step) / total}%` }} />
      </div>
    </div>
  );
}

/**
 * A submission refused for unmet eligibility criteria: each unmet criterion said in the reader's language
 * under the field it reads (the server's results name them); any other refusal's errors as sent.
 */
function refusalErrors(caught: ApiError): FieldError[] {
  if (caught.code !== ERROR_CODE.notEligible || !Array.isArray(caught.extra.results)) return caught.errors;
  return (caught.extra.results as EligibilityResult[])
    .filter((result) => result.met === false)
    .map((result) => ({
      field: result.field ?? 'answers',
      code: ERROR_CODE.notEligible,
      message: t(`eligibility.${result.reason}`, { label: result.label }),
    }));
}

/** A 422's field errors: those of the form's fields, shown beside them, and the others said as one text. */
function splitRefusal(errors: FieldError[], fields: FormField[]) {
  const known = errors.filter((error) => fields.some((f) => f.name === error.field));
  const others = errors.filter((error) => !known.includes(error));
  return {
    known,
    others: others.length > 0 ? others.map((error) => answerErrorText(error, undefined)).join(' ') : null,
  };
}

export default function ApplyPage({ params }: ScreenProps) {
  const { user } = useSession();
  const {
    data: program,
    error: loadError,
    loading,
  } = useFetch<ProgramDetail>(`/resource/${encodeURIComponent(params.id)}`);
  const fields = program?.formFields ?? [];
  const sections = sectionsOf(fields);
  const sectioned = sections.length > 1;
  const form = useAnswers(fields);
  const draft = useDraft(form);
  useCarriedAnswers(form, program, user?.accountType === 'Individual');
  const steps = useSteps(sections, form.today);
  const [reviewing, setReviewing] = useState<Record<string, unknown> | null>(null);
  const declarations = useDeclarations(program?.cd_resource ?? null);
  const addons = useAddons(program?.cd_resource ?? null);
  const sending = useSend(program, draft.id, (caught) => {
    // An add-on or a statement refused is said on the review step, where they are.
    const onReview = [addons.showRefusal(caught.errors), declarations.showRefusal(caught.errors)];
    if (onReview.some(Boolean)) return;
    setReviewing(null);
    const { known, others } = splitRefusal(refusalErrors(caught), fields);
    form.showAll(known);
    if (known[0]) steps.go(steps.sectionOf(known[0].field));
    sending.setFailure(others);
  });
  useResume(sectioned ? draft.saved : null, steps, setReviewing);
  if (loading || draft.loading) return <Loader />;
  const failed = loadError ?? draft.error;
  if (failed || !program || !user) return <Notice kind="error">{failed ?? t('errors.generic')}</Notice>;
  const frame = formFrameOf(program.settings);
  if (frame) {
    const submitTo = `/submit-application/${user.cd_instance}/community-type/${communityTypeOf(user)}`;
    return <FormFrame program={program} frame={frame} submitTo={submitTo} />;
  }

  const shown = sectioned ? (sections[steps.step]?.fields ?? []) : fields;
  const next = (event: FormEvent) => {
    event.preventDefault();
    const section = form.checked({ only: shown });
    if (!section.wire) return;
    if (sectioned && !steps.last) return steps.go(steps.step + 1);
    const whole = form.checked();
    if (whole.wire) setReviewing(whole.wire);
    else if (whole.firstError) steps.go(steps.sectionOf(whole.firstError));
  };
  const saveDraft = () => {
    const answers = form.checked({ draft: true });
    if (answers.wire) void sending.send(answers.wire, true);
    else if (answers.firstError) steps.go(steps.sectionOf(answers.firstError));
  };
  const total = sections.length + 1;
  const title = sections[steps.step]?.title ?? null;

  return (
    <section className="page page--narrow" aria-labelledby="apply-title">
      <p>
        <Link to={`/resources/${program.cd_resource}`}>
          <BackArrow />
          {program.ds_displayname}
        </Link>
      </p>
      <div className="card">
        <h1 id="apply-title">{t('apply.title', { program: program.ds_displayname })}</h1>
        {sectioned ? (
          <Progress
            step={reviewing ? total : steps.step + 1}
            total={total}
            title={reviewing ? t('apply.review') : title}
          />
        ) : null}
        {reviewing ? (
          <ReviewStep
            sections={sections}
            sectioned={sectioned}
            answers={reviewing}
            declarations={declarations}
            addons={addons}
            busy={sending.busy}
            failure={sending.failure}
            onEdit={() => {
              setReviewing(null);
              if (sectioned) steps.go(0);
            }}
            onSubmit={() => {
              const chosenAddons = addons.checked();
              const accepted = declarations.checked();
              if (chosenAddons && accepted) {
                void sending.send(reviewing, false, { declarations: accepted, addons: chosenAddons });
              }
            }}
          />
        ) : (
          <StepForm
            fields={shown}
            form={form}
            title={sectioned ? title : null}
            headingRef={steps.heading}
            failure={sending.failure}
            busy={sending.busy}
            last={!sectioned || steps.last}
            onSubmit={next}
            onBack={sectioned && steps.step > 0 ? () => steps.go(steps.step - 1) : null}
            onSaveDraft={offersDrafts(program.settings.Applications) ? saveDraft : null}
          />
        )}
      </div>
    </section>
  );
}

/** The answers read back before submitting, by section, with the way back to change them. */
function ReviewStep(props: {
  sections: FormSection<FormField>[];
  /** Whether the progress ("Step 4 of 4") is shown, which the heading is then described by. */
  sectioned: boolean;
  answers: Record<string, unknown>;
  declarations: DeclarationsState;
  addons: AddonsState;
  busy: boolean;
  failure: string | null;
  onEdit: () => void;
  onSubmit: () => void;
}) {
  const titled = props.sections.some((section) => section.title !== null);
  // The form the focus was in is gone: the review's heading takes it, so a screen reader reads on from there.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <h2 ref={heading} tabIndex={-1} aria-describedby={props.sectioned ? 'apply-progress' : undefined}>
        {t('apply.review')}
      </h2>
      <p className="muted">{t('apply.reviewText')}</p>
      {titled ? (
        props.sections.map((section, index) => (
          <div key={section.title ?? `untitled-${index}`}>
            {section.title ? <h3>{section.title}</h3> : null}
            <AnswerList fields={section.fields} answers={props.answers} />
          </div>
        ))
      ) : (
        <AnswerList fields={props.sections.flatMap((s) => s.fields)} answers={props.answers} />
      )}
      <AddonsFieldset state={props.addons} />
      <DeclarationsFieldset state={props.declarations} />
      {props.failure ? <Notice kind="error">{props.failure}</Notice> : null}
      <div className="actions">
        <button type="button" className="button" disabled={props.busy} onClick={props.onSubmit}>
          {props.busy ? t('common.loading') : t('apply.submit')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={props.busy}
          onClick={props.onEdit}
        >
          {t('apply.edit')}
        </button>
      </div>
    </>
  );
}
