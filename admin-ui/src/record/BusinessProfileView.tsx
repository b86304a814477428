// A business's community profile as staff see it (/businesses/:id/profile, issue 19): overview, contact,
// categories, operating hours and licences, read-only, labels from the contract.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import {
  BUSINESS_SECTION_NAMES,
  BUSINESS_SECTIONS,
  type BusinessProfileWire,
  type LicenseWire,
} from '@server/contract/business-profile.js';
import type { ProfileSection } from '@server/contract/profiles.js';
import { REFERENCE_LISTS } from '@server/contract/profiles.js';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { apiJson } from '../api/client.js';
import { Pairs, Section } from './Pairs.js';

const NAMES = new Map(
  Object.values(REFERENCE_LISTS).flatMap((items) => items.map((item) => [item.code, item.name] as const)),
);
const words = (value: unknown, yesNo: (v: boolean) => string): string => {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return yesNo(value);
  return NAMES.get(String(value)) ?? String(value);
};

export function BusinessProfileView() {
  const { id } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const yesNo = (v: boolean) => translate(v ? 'ra.boolean.true' : 'ra.boolean.false');
  const data = useQuery({
    queryKey: ['business-profile', id],
    queryFn: async () => ({
      profile: await apiJson<BusinessProfileWire>(`/api/business/${id}`),
      licenses: await apiJson<LicenseWire[]>(`/api/community-entity-licenses?entity=${id}`),
    }),
  });
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <div>
        <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)}>
          {translate('porchlight.individual_profile.back')}
        </Button>
      </div>
      <Typography variant="h5" component="h1">
        {data.data?.profile.companyName ?? translate('porchlight.gov_settings.business')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('porchlight.gov_settings.read_only')}
      </Typography>
      {data.isPending ? <CircularProgress aria-label={translate('ra.page.loading')} /> : null}
      {data.error ? <Alert severity="error">{data.error.message}</Alert> : null}
      {data.data
        ? BUSINESS_SECTION_NAMES.map((name) => {
            const section: ProfileSection = BUSINESS_SECTIONS[name];
            const answers = data.data.profile[name];
            return (
              <Section
                key={name}
                title={translate(`porchlight.gov_settings.parts.${name}`)}
                testId={`business-${name}`}
              >
                <Pairs
                  items={section.fields.map((f) => ({
                    label: f.label,
                    value: words(answers[f.name], yesNo),
                  }))}
                />
              </Section>
            );
          })
        : null}
      {data.data ? (
        <Section title={translate('porchlight.gov_settings.parts.categories')} testId="business-categories">
          <Typography variant="body2">{data.data.profile.categories.join(', ') || '—'}</Typography>
        </Section>
      ) : null}
      {data.data ? (
        <Section title={translate('porchlight.gov_settings.parts.licenses')} testId="business-licenses">
          <Pairs
            items={data.data.licenses.map((l) => ({
              label: `${words(l.licenseType, yesNo)} ${l.number}`,
              value: `${l.expiresOn}${l.file ? ` · ${l.file.name}` : ''}`,
            }))}
          />
        </Section>
      ) : null}
    </Stack>
  );
}
