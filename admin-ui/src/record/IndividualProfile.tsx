// An individual's community profile as staff see it (issue 19): every section of the contract, read-only,
// opened from the application record (/individuals/:id/profile). Choices by their reference names.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import {
  PROFILE_SECTION_NAMES,
  PROFILE_SECTIONS,
  type ProfileSection,
  type ProfileSectionName,
  REFERENCE_LISTS,
} from '@server/contract/profiles.js';
import type { FormField } from '@server/contract/programs.js';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { apiJson } from '../api/client.js';
import { Pairs, Section } from './Pairs.js';

type Answers = Record<string, unknown>;

const REFERENCE_NAMES = new Map(
  Object.values(REFERENCE_LISTS).flatMap((items) => items.map((item) => [item.code, item.name] as const)),
);

/** An answer as words: a choice by its name, a file by its name, a flag as yes or no, an SSN by its last four. */
function shown(field: FormField, value: unknown, yesNo: (v: boolean) => string): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return yesNo(value);
  if (field.type === 'file') return String((value as { name?: unknown }).name ?? value);
  // Staff need to know an SSN is on file and which, not to read it whole.
  if (field.pattern === 'ssn') return `••-••-${String(value).slice(-4)}`;
  if (field.type === 'select') return REFERENCE_NAMES.get(String(value)) ?? String(value);
  return String(value);
}

function SectionCard({ name, answers }: { name: ProfileSectionName; answers: Answers }) {
  const translate = useTranslate();
  const yesNo = (v: boolean) => translate(v ? 'ra.boolean.true' : 'ra.boolean.false');
  const section: ProfileSection = PROFILE_SECTIONS[name];
  const pairs = (fields: readonly FormField[], entry: Answers) =>
    fields.map((f) => ({ label: f.label, value: shown(f, entry[f.name], yesNo) }));
  const entries = section.list ? ((answers[section.list.name] ?? []) as Answers[]) : [];
  return (
    <Section title={translate(`porchlight.individual_profile.sections.${name}`)} testId={`profile-${name}`}>
      {section.fields.length > 0 ? <Pairs items={pairs(section.fields, answers)} /> : null}
      {section.list && entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('porchlight.individual_profile.none')}
        </Typography>
      ) : null}
      {entries.map((entry, i) => (
        // Entries are numbered by their place in the saved list, which is all that names them.
        // biome-ignore lint/suspicious/noArrayIndexKey: read-only, in saved order
        <Stack key={i} sx={{ mt: 1 }}>
          <Typography variant="subtitle2" component="h3">
            {`${section.list?.label} ${i + 1}`}
          </Typography>
          <Pairs items={pairs(section.list?.fields ?? [], entry)} />
        </Stack>
      ))}
    </Section>
  );
}

export function IndividualProfile() {
  const { id } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const profile = useQuery({
    queryKey: ['individual-profile', id],
    queryFn: async () =>
      Object.fromEntries(
        await Promise.all(
          PROFILE_SECTION_NAMES.map(
            async (name) => [name, await apiJson<Answers>(`/api/admin/individuals/${id}/${name}`)] as const,
          ),
        ),
      ) as Record<ProfileSectionName, Answers>,
  });
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <div>
        <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)}>
          {translate('porchlight.individual_profile.back')}
        </Button>
      </div>
      <Typography variant="h5" component="h1">
        {translate('porchlight.individual_profile.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('porchlight.individual_profile.read_only')}
      </Typography>
      {profile.isPending ? <CircularProgress aria-label={translate('ra.page.loading')} /> : null}
      {profile.error ? <Alert severity="error">{profile.error.message}</Alert> : null}
      {profile.data
        ? PROFILE_SECTION_NAMES.map((name) => (
            <SectionCard key={name} name={name} answers={profile.data[name]} />
          ))
        : null}
    </Stack>
  );
}
