import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Box, Button, Card, CardContent, Stack, Tooltip, Typography } from '@mui/material';
import { answerText, NO_ANSWER as EMPTY } from '@server/contract/answer-text.js';
import type { ApplicationRecord, RecordFormSection } from '@server/contract/application-record.js';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Link, Show, useLocaleState, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { MIRRORED } from '../providers/mirrored.js';
import { BulkDialog } from '../queue/BulkActions.js';
import { CommunicationsPanel } from '../queue/CommunicationsPanel.js';
import { formatDateTime, formatDuration } from '../queue/format.js';
import type { BulkActionName } from '../queue/queue-api.js';
import { hasNeighbour, neighbourOf } from '../queue/queue-view.js';
import { StatusTag } from '../queue/StatusTag.js';
import { ValidationPanel } from '../queue/ValidationPanel.js';
import { Pairs, Section } from './Pairs.js';
import { RecordDocuments } from './RecordDocuments.js';
import { eventsKey, RecordHistory } from './RecordHistory.js';
import { RecordNotes } from './RecordNotes.js';
import { RecordPayments } from './RecordPayments.js';

/** Next / previous application of the queue view the record was opened from: buttons and j / k, Alt+→ / ←. */
function useNeighbours(id: number) {
  const navigate = useNavigate();
  const go = useCallback(
    async (step: 1 | -1) => {
      const next = await neighbourOf(id, step);
      if (next !== null) void navigate(`/applications/${next}/show`);
    },
    [id, navigate],
  );
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      const typing = target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]');
      if (typing || e.ctrlKey || e.metaKey || document.querySelector('[role="dialog"]')) return;
      const step =
        (e.key === 'j' && !e.altKey) || (e.altKey && e.key === 'ArrowRight')
          ? 1
          : (e.key === 'k' && !e.altKey) || (e.altKey && e.key === 'ArrowLeft')
            ? -1
            : null;
      if (step === null) return;
      e.preventDefault();
      void go(step);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go]);
  return { go, hasPrevious: hasNeighbour(id, -1), hasNext: hasNeighbour(id, 1) };
}

const ACTIONS: BulkActionName[] = ['UPDATE_STATUS', 'UPDATE_OWNER', 'UPDATE_STATUS_AND_OWNER'];

/** The record's header: who and where the application stands, moves, and stepping through the queue. */
function RecordHeader({ record }: { record: ApplicationRecord }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [action, setAction] = useState<BulkActionName | null>(null);
  const { go, hasPrevious, hasNext } = useNeighbours(record.id);
  const t = (key: string) => translate(`porchlight.record.${key}`);
  return (
    <Card component="header">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Button
            component={Link}
            to="/applications"
            size="small"
            startIcon={<ArrowBackIcon className={MIRRORED} />}
          >
            {t('back')}
          </Button>
          <Box sx={{ flex: 1 }} />
          <Tooltip title={t('previous_hint')}>
            <span>
              <Button
                size="small"
                startIcon={<NavigateBeforeIcon className={MIRRORED} />}
                disabled={!hasPrevious}
                onClick={() => void go(-1)}
              >
                {t('previous')}
              </Button>
            </span>
          </Tooltip>
          <Tooltip title={t('next_hint')}>
            <span>
              <Button
                size="small"
                endIcon={<NavigateNextIcon className={MIRRORED} />}
                disabled={!hasNext}
                onClick={() => void go(1)}
              >
                {t('next')}
              </Button>
            </span>
          </Tooltip>
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mt: 1 }}>
          <Typography variant="h5" component="h1" data-testid="record-id">
            {record.externalId}
          </Typography>
          <Box data-testid="record-status">
            <StatusTag status={record.currentStateName} />
          </Box>
          <Tooltip title={formatDateTime(record.stateEnteredAt, locale)}>
            <Typography variant="body2" color="text.secondary" data-testid="record-time-in-state">
              {translate('porchlight.record.in_state_for', {
                duration: formatDuration(record.stateCurrentTime, locale),
              })}
            </Typography>
          </Tooltip>
        </Stack>
        <Box sx={{ mt: 2 }}>
          <Pairs
            items={[
              { label: t('fields.program'), value: record.program?.name ?? record.programName },
              { label: t('fields.process'), value: record.processName ?? EMPTY },
              { label: t('fields.partner'), value: record.companyName ?? EMPTY },
              { label: t('fields.owner'), value: record.ownerName ?? EMPTY, testId: 'record-owner' },
              { label: t('fields.payment'), value: record.paymentStatusName ?? EMPTY },
              {
                label: t('fields.submitted'),
                value: formatDateTime(record.submittedAt ?? record.createdAt, locale),
              },
            ]}
          />
        </Box>
        <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
          {ACTIONS.map((a) => (
            <Button key={a} variant="outlined" size="small" onClick={() => setAction(a)}>
              {translate(`porchlight.queue.bulk.${a}`)}
            </Button>
          ))}
        </Stack>
        {action && (
          <BulkDialog
            action={action}
            selection={{ ids: [record.id], shown: [record] }}
            onClose={() => setAction(null)}
            onDone={() => {
              refresh();
              void queryClient.invalidateQueries({ queryKey: eventsKey(record.id) });
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}

function Applicant({ record }: { record: ApplicationRecord }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`porchlight.record.${key}`);
  const applicant = record.applicant;
  return (
    <Section title={t('applicant')} testId="record-applicant">
      <Pairs
        items={[
          { label: t('fields.name'), value: applicant?.name ?? record.itemName },
          {
            label: t('fields.email'),
            value: applicant?.email ? <a href={`mailto:${applicant.email}`}>{applicant.email}</a> : EMPTY,
          },
          {
            label: t('fields.phone'),
            value: applicant?.phone ? <a href={`tel:${applicant.phone}`}>{applicant.phone}</a> : EMPTY,
          },
          {
            label: t('fields.entity_type'),
            value: t(`entity_types.${applicant?.entityType ?? record.communityEntityType}`),
          },
        ]}
      />
      {applicant?.individualId || applicant?.businessId ? (
        <Button
          component={Link}
          to={
            applicant.individualId
              ? `/individuals/${applicant.individualId}/profile`
              : `/businesses/${applicant.businessId}/profile`
          }
          size="small"
          sx={{ mt: 1 }}
        >
          {translate('porchlight.individual_profile.open')}
        </Button>
      ) : null}
    </Section>
  );
}

/** The submitted answers by the form's sections, each as label: value (also on the reviewer's /v2/review). */
export function Answers({ record }: { record: ApplicationRecord }) {
  const translate = useTranslate();
  const sections: RecordFormSection[] = record.form ?? [];
  const words = { yes: translate('ra.boolean.true'), no: translate('ra.boolean.false') };
  const filled = sections.filter((s) => s.fields.length > 0);
  return (
    <Section title={translate('porchlight.record.answers')} testId="record-answers">
      {filled.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('porchlight.record.no_answers')}
        </Typography>
      ) : (
        <Stack spacing={2}>
          {filled.map((section, i) => (
            <Box key={section.title ?? `untitled-${i}`}>
              {section.title && (
                <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
                  {section.title}
                </Typography>
              )}
              <Pairs
                items={section.fields.map((f) => ({
                  label: f.label || f.name,
                  value: answerText(record.answers?.[f.name], words),
                }))}
              />
            </Box>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/** The program's statements the applicant accepted: each with the name typed and when; none, no card. */
function Declarations({ record }: { record: ApplicationRecord }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const accepted = record.declarations ?? [];
  if (accepted.length === 0) return null;
  return (
    <Section title={translate('porchlight.record.declarations.title')} testId="record-declarations">
      <Pairs
        items={accepted.map((d) => ({
          label: d.statement,
          value: translate('porchlight.record.declarations.accepted', {
            name: d.name,
            at: formatDateTime(d.acceptedAt, locale),
          }),
        }))}
      />
    </Section>
  );
}

/** The add-ons the applicant chose: each with its amount and its answers; none, no card. */
function Addons({ record }: { record: ApplicationRecord }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const words = { yes: translate('ra.boolean.true'), no: translate('ra.boolean.false') };
  const dollars = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  const chosen = record.addons ?? [];
  if (chosen.length === 0) return null;
  return (
    <Section title={translate('porchlight.record.addons.title')} testId="record-addons">
      <Pairs
        items={chosen.map((a) => ({
          label: a.name,
          value: [
            a.amount === null ? null : dollars.format(a.amount),
            ...Object.entries(a.answers).map(([name, answer]) => `${name}: ${answerText(answer, words)}`),
          ]
            .filter(Boolean)
            .join(' · '),
        }))}
      />
    </Section>
  );
}

function RecordPage() {
  const translate = useTranslate();
  const record = useRecordContext<ApplicationRecord>();
  if (!record) return null;
  const t = (key: string) => translate(`porchlight.record.${key}`);
  return (
    <Stack spacing={2} sx={{ py: 2, minWidth: 0 }}>
      <RecordHeader record={record} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Answers record={record} />
          <Declarations record={record} />
          <Addons record={record} />
          <Section title={t('history.title')} testId="record-history">
            <RecordHistory applicationId={record.id} />
          </Section>
        </Stack>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Applicant record={record} />
          <Section title={translate('porchlight.payments.title')} testId="record-payments">
            <RecordPayments applicationId={record.id} />
          </Section>
          <Section title={translate('porchlight.files.title')} testId="record-documents">
            <RecordDocuments applicationId={record.id} externalId={record.externalId} />
          </Section>
          <Section title={t('notes.title')} testId="record-notes">
            <RecordNotes applicationId={record.id} />
          </Section>
          <Card sx={{ height: 560 }}>
            <CommunicationsPanel applicationId={record.id} />
          </Card>
          <Card sx={{ maxHeight: 420, display: 'flex', flexDirection: 'column' }}>
            <ValidationPanel applicationId={record.id} />
          </Card>
        </Stack>
      </Box>
    </Stack>
  );
}

function RecordTitle() {
  const translate = useTranslate();
  const record = useRecordContext<ApplicationRecord>();
  return <>{`${translate('porchlight.record.title')} ${record?.externalId ?? ''}`}</>;
}

/**
 * The staff record of one application (issue 16, API.md "The application record"): who applied, where it
 * stands, the answers by section, documents, validations, messages, notes and the audit trail; moves with the bulk
 * dialog's rules; next / previous of the queue view it was opened from.
 */
export function ApplicationShow() {
  return (
    <Show resource="applications" actions={false} title={<RecordTitle />} component="div">
      <RecordPage />
    </Show>
  );
}
