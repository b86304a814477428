// The applicant's own application (programs spec §2 /application; API.md GET /api/applications/:id): the
// program, the status by its public label and colour, the next step, the answers read-only, the timeline of
// states, the documents (more can be added) and the messages with staff and their attachments, to which the
// applicant can reply with files of their own.
import { answerText, NO_ANSWER } from '@server/contract/answer-text.js';
import type { ApplicantApplicationView, ApplicantMessage } from '@server/contract/drafts.js';
import type { PaymentWire } from '@server/contract/payments.js';
import { type FormEvent, useState } from 'react';
import { ApiError, api } from '../api/http';
import { currentLanguage, t } from '../i18n/i18n';
import { Link } from '../router/router';
import type { ScreenProps } from '../router/routes';
import { BackArrow, Loader, Notice } from '../ui/controls';
import { ApplicationDocuments } from './ApplicationDocuments';
import { formatDate, useFetch } from './api';
import { FileField } from './FileField';
import { removeFile, saveFile, uploadDocument, uploadErrorText } from './files';
import { PaymentsList } from './PaymentsList';
import type { FileAnswer } from './types';

type Field = ApplicantApplicationView['formFields'][number];

/** An answer as a person reads it (the contract's answerText): a file by its name, yes or no, 'Not answered'. */
function answerShown(answer: unknown): string {
  const text = answerText(answer, { yes: t('common.yes'), no: t('common.no') });
  return text === NO_ANSWER ? t('apply.noAnswer') : text;
}

export function AnswerList({ fields, answers }: { fields: Field[]; answers: Record<string, unknown> }) {
  if (fields.length === 0) return <p className="muted">{t('apply.noQuestions')}</p>;
  return (
    <dl className="answers">
      {fields.map((field) => (
        <div key={field.name} className="answers__row">
          <dt>{field.label}</dt>
          <dd>
            <bdi>{answerShown(answers[field.name])}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function UploadMore({ applicationId, onUploaded }: { applicationId: number; onUploaded: () => void }) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const choose = async (file: File) => {
    setState({ busy: true, error: null });
    try {
      await uploadDocument(file, () => undefined, applicationId);
      setState({ busy: false, error: null });
      onUploaded();
    } catch (caught) {
      setState({ busy: false, error: uploadErrorText(caught, file.name) });
    }
  };
  return (
    <div className="field">
      <label htmlFor="upload-more">{t('application.uploadMore')}</label>
      <input
        id="upload-more"
        type="file"
        disabled={state.busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void choose(file);
          e.target.value = '';
        }}
      />
      {state.busy ? <Loader /> : null}
      {state.error ? (
        <p className="field__error" role="alert">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}

/** A message's files, each saved with a click (staff's are the applicant's to open once sent to them). */
function Attachments({ files }: { files: ApplicantMessage['attachments'] }) {
  const [error, setError] = useState<string | null>(null);
  if (files.length === 0) return null;
  return (
    <>
      <ul className="documents" aria-label={t('application.attachments')}>
        {files.map((file) => (
          <li key={file.id}>
            <button
              type="button"
              className="link-button"
              onClick={() => saveFile(file).catch((e: Error) => setError(e.message))}
              aria-label={t('documents.download', { name: file.name })}
            >
              {file.name}
            </button>
          </li>
        ))}
      </ul>
      {error ? <Notice kind="error">{error}</Notice> : null}
    </>
  );
}

/** The files chosen for a reply: uploaded for the application at once, removable until the reply is sent. */
function ReplyFiles({
  applicationId,
  files,
  onChange,
  onBusy,
}: {
  applicationId: number;
  files: FileAnswer[];
  onChange: (files: FileAnswer[]) => void;
  onBusy: (busy: boolean) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const remove = async (file: FileAnswer) => {
    try {
      await removeFile(file.id);
      onChange(files.filter((f) => f.id !== file.id));
    } catch (caught) {
      setError(uploadErrorText(caught, file.name));
    }
  };
  return (
    <>
      {files.map((file) => (
        <div key={file.id} className="upload" data-testid="reply-file">
          <span className="upload__name">{file.name}</span>
          <button
            type="button"
            className="button button--secondary upload__remove"
            onClick={() => void remove(file)}
            aria-label={t('upload.removeNamed', { name: file.name })}
          >
            {t('upload.remove')}
          </button>
        </div>
      ))}
      <FileField
        id="reply-file"
        label={t('application.attach')}
        value={undefined}
        onChange={(file) => file && onChange([...files, file])}
        onBusy={onBusy}
        error={error}
        applicationId={applicationId}
      />
    </>
  );
}

function Messages({ applicationId, initial }: { applicationId: number; initial: ApplicantMessage[] }) {
  const language = currentLanguage();
  const [messages, setMessages] = useState(initial);
  const [reply, setReply] = useState('');
  const [files, setFiles] = useState<FileAnswer[]>([]);
  const [uploading, setUploading] = useState(false);
  const [state, setState] = useState<{ busy: boolean; error: string | null; sent: boolean }>({
    busy: false,
    error: null,
    sent: false,
  });
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (reply.trim() === '') return;
    setState({ busy: true, error: null, sent: false });
    try {
      const saved = await api<ApplicantMessage>(`/applications/${applicationId}/messages`, {
        method: 'POST',
        body: { body: reply, fileIds: files.map((f) => f.id) },
      });
      setMessages((all) => [...all, saved]);
      setReply('');
      setFiles([]);
      setState({ busy: false, error: null, sent: true });
    } catch (caught) {
      const error = caught instanceof ApiError ? caught.message : t('errors.generic');
      setState({ busy: false, error, sent: false });
    }
  };
  return (
    <>
      {messages.length === 0 ? <p className="muted">{t('application.noMessages')}</p> : null}
      <ol className="messages">
        {messages.map((m) => (
          <li key={m.id} className={`message message--${m.direction}`}>
            <p className="muted">
              {m.direction === 'inbound' ? t('application.fromYou') : t('application.fromStaff')} ·{' '}
              <time dateTime={m.at}>{formatDate(m.at, language)}</time>
            </p>
            {m.subject ? <p className="message__subject">{m.subject}</p> : null}
            <p className="message__body">{m.body}</p>
            <Attachments files={m.attachments} />
          </li>
        ))}
      </ol>
      <form onSubmit={send} className="reply">
        <div className="field">
          <label htmlFor="reply">{t('application.reply')}</label>
          <textarea
            id="reply"
            rows={3}
            maxLength={5000}
            value={reply}
            onChange={(e) => setReply(e.target.value)}
          />
        </div>
        <ReplyFiles applicationId={applicationId} files={files} onChange={setFiles} onBusy={setUploading} />
        {state.error ? <Notice kind="error">{state.error}</Notice> : null}
        {state.sent ? <Notice kind="success">{t('application.sent')}</Notice> : null}
        <button type="submit" className="button" disabled={state.busy || uploading || reply.trim() === ''}>
          {t('application.send')}
        </button>
      </form>
    </>
  );
}

function NextStep({
  application,
  payments,
}: {
  application: ApplicantApplicationView;
  payments: PaymentWire[] | null;
}) {
  if (application.nextStep === 'continue') {
    return (
      <Link
        className="button"
        to={`/confirmation-resource/${application.program.id}?draft=${application.id}`}
      >
        {t('application.continue')}
      </Link>
    );
  }
  // A payment moves the application to Payment in progress and Paid where its workflow has those states; where
  // it has not, the status still reads Waiting for payment after paying, so say what the payment did. Pay now
  // is offered only while no payment is under way or made; a declined or failed one may be tried again.
  if (application.nextStep !== 'pay' || !payments) return null;
  if (payments.some((p) => p.status === 'succeeded'))
    return <Notice kind="success">{t('payment.received')}</Notice>;
  if (payments.some((p) => p.status === 'processing' || p.status === 'created')) {
    return <Notice kind="info">{t('payment.error.inProgress')}</Notice>;
  }
  if (payments.some((p) => p.status === 'refunded')) return null;
  return (
    <Link
      className="button"
      to={`/confirmation-resource/${application.program.id}/payment-confirmation?application=${application.id}`}
    >
      {t('payment.payNow')}
    </Link>
  );
}

export default function ApplicationPage({ params }: ScreenProps) {
  const [documentsVersion, setDocumentsVersion] = useState(0);
  const { data, error, loading } = useFetch<ApplicantApplicationView>(
    `/applications/${encodeURIComponent(params.id)}`,
  );
  const payments = useFetch<PaymentWire[]>(`/applications/${encodeURIComponent(params.id)}/payments`);
  const language = currentLanguage();
  if (loading) return <Loader />;
  if (error || !data) return <Notice kind="error">{error ?? t('errors.generic')}</Notice>;
  return (
    <section className="page page--narrow" aria-labelledby="application-title">
      <p>
        <Link to="/applications">
          <BackArrow />
          {t('applications.title')}
        </Link>
      </p>
      <div className="card">
        <h1 id="application-title">{data.program.name}</h1>
        <p>
          {t('applications.id')}: <bdi>{data.externalId}</bdi>
        </p>
        <p>
          {t('applications.status')}:{' '}
          <span className={`status status--${data.status.colour}`}>{data.status.name}</span>
        </p>
        <p className="muted">
          {data.submittedAt
            ? t('application.submittedOn', { date: formatDate(data.submittedAt, language) })
            : t('application.draft')}
        </p>
        <NextStep application={data} payments={payments.data} />
      </div>
      {payments.data && payments.data.length > 0 ? (
        <div className="card">
          <h2>{t('payment.payments')}</h2>
          <PaymentsList payments={payments.data} />
        </div>
      ) : null}
      <div className="card">
        <h2>{t('application.timeline')}</h2>
        <ol className="timeline">
          {data.timeline.map((entry) => (
            <li key={`${entry.at}-${entry.state}`}>
              <span className="timeline__state">{entry.state}</span>{' '}
              <time className="muted" dateTime={entry.at}>
                {formatDate(entry.at, language)}
              </time>
            </li>
          ))}
        </ol>
      </div>
      <div className="card">
        <h2>{t('application.answers')}</h2>
        <AnswerList fields={data.formFields} answers={data.answers} />
      </div>
      <div className="card">
        <h2>{t('documents.title')}</h2>
        <ApplicationDocuments key={documentsVersion} applicationId={data.id} language={language} />
        <UploadMore applicationId={data.id} onUploaded={() => setDocumentsVersion((v) => v + 1)} />
      </div>
      <div className="card">
        <h2>{t('application.messages')}</h2>
        <Messages applicationId={data.id} initial={data.messages} />
      </div>
    </section>
  );
}
