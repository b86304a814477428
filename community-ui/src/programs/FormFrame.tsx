// Applying through a program's external form (programs spec §2 "Form frames"): the application is held in Form
// in progress (the draft named by `?draft=`, the program's draft, or a new one), its form opens in a frame by the
// program's mode, the frame is handed an external open-auth token (realm forms) once loaded, and its completion
// message submits the application, which then leaves Form in progress.
import type { ApplicantApplicationView } from '@server/contract/drafts.js';
import {
  FORM_AUTH_REALM,
  type FormFrame as Frame,
  formFrameSrc,
  isFormComplete,
} from '@server/contract/form-frames.js';
import { useEffect, useRef, useState } from 'react';
import { ApiError, api } from '../api/http';
import { currentLanguage, t } from '../i18n/i18n';
import { Link, navigate, useQuery } from '../router/router';
import { BackArrow, Loader, Notice } from '../ui/controls';
import type { ProgramDetail } from './types';

type Held = Pick<ApplicantApplicationView, 'id' | 'externalId'>;

const failureOf = (caught: unknown) => (caught instanceof ApiError ? caught.message : t('errors.generic'));

/** The application the form fills: the one named, else the program's draft, else a new one kept in Form in progress. */
function useHeldApplication(program: ProgramDetail, submitTo: string) {
  const named = useQuery().get('draft');
  const [held, setHeld] = useState<Held | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const draftId = named ?? (program.draftId === null ? null : String(program.draftId));
    const found =
      draftId === null
        ? api<Held>(submitTo, {
            method: 'POST',
            body: { programId: program.cd_resource, answers: {}, draft: true },
          })
        : api<Held>(`/applications/${encodeURIComponent(draftId)}`);
    found.then(setHeld, (caught) => setFailure(failureOf(caught)));
  }, [named, program, submitTo]);
  return { held, failure };
}

/** submitTo: the account's submit-application path (its instance and community type). */
export function FormFrame(props: { program: ProgramDetail; frame: Frame; submitTo: string }) {
  const { program, frame, submitTo } = props;
  const { held, failure: holdFailure } = useHeldApplication(program, submitTo);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const iframe = useRef<HTMLIFrameElement>(null);
  const src = held ? formFrameSrc(frame, held, currentLanguage()) : null;
  const origin = src ? new URL(src).origin : null;

  useEffect(() => {
    if (!held || !origin) return;
    const complete = async () => {
      setSending(true);
      setFailure(null);
      try {
        await api(submitTo, {
          method: 'POST',
          body: { applicationId: held.id, answers: {}, draft: false },
        });
        navigate(`/application/${held.id}/confirmation`, { replace: true });
      } catch (caught) {
        setFailure(failureOf(caught));
        setSending(false);
      }
    };
    // Only the framed form, from its own origin, can say it is done, and only for this application.
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== iframe.current?.contentWindow) return;
      if (isFormComplete(event.data, frame, held)) void complete();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [held, origin, frame, submitTo]);

  /** The frame is told who is applying as /authFrame would tell it: {action: 'externalAuth', realm, token}. */
  const handOverToken = () => {
    if (!held || !origin) return;
    const post = (result: { token: string } | { error: string }) =>
      iframe.current?.contentWindow?.postMessage(
        { action: 'externalAuth', realm: FORM_AUTH_REALM, ...result },
        origin,
      );
    api<{ token: string }>('/users/external-open-auth-token', {
      method: 'POST',
      body: { realm: FORM_AUTH_REALM, check: held.externalId, lang: currentLanguage() },
    }).then(
      ({ token }) => post({ token }),
      (caught) => post({ error: failureOf(caught) }),
    );
  };

  const title = t('apply.title', { program: program.ds_displayname });
  return (
    <section className="page" aria-labelledby="apply-title">
      <p>
        <Link to={`/resources/${program.cd_resource}`}>
          <BackArrow />
          {program.ds_displayname}
        </Link>
      </p>
      <h1 id="apply-title">{title}</h1>
      {holdFailure || failure ? <Notice kind="error">{holdFailure ?? failure}</Notice> : null}
      {sending ? <Loader /> : null}
      {src ? (
        <iframe
          ref={iframe}
          src={src}
          title={title}
          onLoad={handOverToken}
          style={{ width: '100%', minHeight: '70vh', border: '1px solid currentColor', borderRadius: 4 }}
        />
      ) : holdFailure ? null : (
        <Loader />
      )}
    </section>
  );
}
