// A business's community profile as staff see it (/businesses/:id/profile, issue 19): overview, contact,
// categories, operating hours, licences, documents, financials, activity periods and quick metrics, labels
// from the contract. Read-only, but for staff whose UserMgmt permission is ReadWrite, who may change the
// overview, contact and operating hours (the business's documents and records stay its own).
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type {
  ActivityPeriodWire,
  BusinessMetricsWire,
  FinancialWire,
} from '@server/contract/business-activity.js';
import {
  BUSINESS_SECTION_NAMES,
  BUSINESS_SECTIONS,
  type BusinessProfileWire,
  type BusinessSectionName,
  type LicenseWire,
} from '@server/contract/business-profile.js';
import type { ProfileSection } from '@server/contract/profiles.js';
import { REFERENCE_LISTS } from '@server/contract/profiles.js';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { apiJson } from '../api/client.js';
import { MIRRORED } from '../providers/mirrored.js';
import { CommunityActivity } from './CommunityActivity.js';
import { Pairs, Section } from './Pairs.js';
import { PartEditor } from './PartEditor.js';

const NAMES = new Map(
  Object.values(REFERENCE_LISTS).flatMap((items) => items.map((item) => [item.code, item.name] as const)),
);
const nameOf = (code: string) => NAMES.get(code) ?? code;
const words = (value: unknown, yesNo: (v: boolean) => string): string => {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return yesNo(value);
  return nameOf(String(value));
};

interface Records {
  profile: BusinessProfileWire;
  licenses: LicenseWire[];
  financials: FinancialWire[];
  periods: ActivityPeriodWire[];
  metrics: BusinessMetricsWire;
}

function useBusinessRecords(id: string | undefined) {
  return useQuery({
    queryKey: ['business-profile', id],
    queryFn: async (): Promise<Records> => {
      const [profile, licenses, financials, periods, metrics] = await Promise.all([
        apiJson<BusinessProfileWire>(`/api/business/${id}`),
        apiJson<LicenseWire[]>(`/api/community-entity-licenses?entity=${id}`),
        apiJson<FinancialWire[]>(`/api/business-financials/${id}`),
        apiJson<ActivityPeriodWire[]>(`/api/community-activity-periods?entity=${id}`),
        apiJson<BusinessMetricsWire>(`/api/business-metrics/${id}`),
      ]);
      return { profile, licenses, financials, periods, metrics };
    },
  });
}

function PartSection({
  id,
  name,
  profile,
  canEdit,
}: {
  id: string;
  name: BusinessSectionName;
  profile: BusinessProfileWire;
  canEdit: boolean;
}) {
  const translate = useTranslate();
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const yesNo = (v: boolean) => translate(v ? 'ra.boolean.true' : 'ra.boolean.false');
  const section: ProfileSection = BUSINESS_SECTIONS[name];
  const answers = profile[name];
  const title = translate(`porchlight.gov_settings.parts.${name}`);
  return (
    <Section title={title} testId={`business-${name}`}>
      {editing ? (
        <PartEditor
          name={name}
          fields={section.fields}
          saved={answers}
          labelOf={(f) => f.label}
          nameOf={nameOf}
          errorKey={(f) => `${name}.${f.name}`}
          onCancel={() => setEditing(false)}
          send={async (body) => {
            const saved = await apiJson<BusinessProfileWire>(`/api/admin/businesses/${id}`, {
              method: 'PATCH',
              body: { [name]: body },
            });
            client.setQueryData<Records>(
              ['business-profile', id],
              (old) => old && { ...old, profile: saved },
            );
            setEditing(false);
          }}
        />
      ) : (
        <>
          <Pairs
            items={section.fields.map((f) => ({ label: f.label, value: words(answers[f.name], yesNo) }))}
          />
          {canEdit ? (
            <Button sx={{ mt: 1 }} onClick={() => setEditing(true)}>
              {translate('porchlight.gov_settings.edit_part', { part: title })}
            </Button>
          ) : null}
        </>
      )}
    </Section>
  );
}

function RecordSections({ data }: { data: Records }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (n: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(n);
  const none = translate('porchlight.individual_profile.none');
  const { profile, licenses, financials, periods, metrics } = data;
  const part = (name: string) => translate(`porchlight.gov_settings.parts.${name}`);
  return (
    <>
      <Section title={part('categories')} testId="business-categories">
        <Typography variant="body2">{profile.categories.join(', ') || '—'}</Typography>
      </Section>
      <Section title={part('licenses')} testId="business-licenses">
        <Pairs
          items={licenses.map((l) => ({
            label: `${nameOf(l.licenseType)} ${l.number}`,
            value: `${l.expiresOn}${l.file ? ` · ${l.file.name}` : ''}`,
          }))}
        />
      </Section>
      <Section title={part('documents')} testId="business-documents">
        {profile.documents.length === 0 ? <Typography variant="body2">{none}</Typography> : null}
        <Pairs items={profile.documents.map((d) => ({ label: d.title, value: d.file.name }))} />
      </Section>
      <Section title={part('financials')} testId="business-financials">
        {financials.length === 0 ? <Typography variant="body2">{none}</Typography> : null}
        <Pairs
          items={financials.map((f) => ({
            label: f.period,
            value: translate('porchlight.gov_settings.revenue_expenses', {
              revenue: money(f.revenue),
              expenses: f.expenses === null ? '—' : money(f.expenses),
            }),
          }))}
        />
      </Section>
      <Section title={part('activity')} testId="business-activity">
        {periods.length === 0 ? <Typography variant="body2">{none}</Typography> : null}
        <Pairs items={periods.map((p) => ({ label: p.name, value: `${p.startsOn} – ${p.endsOn}` }))} />
      </Section>
      <Section title={part('metrics')} testId="business-metrics">
        <Pairs
          items={(['applications', 'submitted', 'awards'] as const)
            .map((name) => ({
              label: translate(`porchlight.gov_settings.metrics.${name}`),
              value: String(metrics[name]),
            }))
            .concat({
              label: translate('porchlight.gov_settings.metrics.awardedAmount'),
              value: money(metrics.awardedAmount),
            })}
        />
      </Section>
    </>
  );
}

export function BusinessProfileView() {
  const { id } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: 'users' });
  const data = useBusinessRecords(id);
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <div>
        <Button startIcon={<ArrowBackIcon className={MIRRORED} />} onClick={() => navigate(-1)}>
          {translate('porchlight.individual_profile.back')}
        </Button>
      </div>
      <Typography variant="h5" component="h1">
        {data.data?.profile.companyName ?? translate('porchlight.gov_settings.business')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(canEdit ? 'porchlight.gov_settings.editable' : 'porchlight.gov_settings.read_only')}
      </Typography>
      {data.isPending ? <CircularProgress aria-label={translate('ra.page.loading')} /> : null}
      {data.error ? <Alert severity="error">{data.error.message}</Alert> : null}
      {data.data && id
        ? BUSINESS_SECTION_NAMES.map((name) => (
            <PartSection
              key={name}
              id={id}
              name={name}
              profile={data.data.profile}
              canEdit={canEdit === true}
            />
          ))
        : null}
      {data.data ? <RecordSections data={data.data} /> : null}
      {data.data ? <CommunityActivity entityType="business" entityId={Number(id)} /> : null}
    </Stack>
  );
}
