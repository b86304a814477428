// An individual's community profile as staff see it (issue 19): every section of the contract, read-only but
// for staff with UserMgmt ReadWrite, who may change a section's own fields, opened from the application record
// (/individuals/:id/profile). Choices by their reference names. Below it,
// the staff's notes on the individual and their activity (issue 21).
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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { apiJson } from '../api/client.js';
import { MIRRORED } from '../providers/mirrored.js';
import { CommunityActivity } from './CommunityActivity.js';
import { Pairs, Section } from './Pairs.js';
import { PartEditor } from './PartEditor.js';

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

// Staff with UserMgmt ReadWrite change a section's own fields; its list, files and SSN go back as saved.
const editableOf = (section: ProfileSection) =>
  section.fields.filter((f) => f.type !== 'file' && f.pattern !== 'ssn');

interface SectionProps {
  id: string;
  name: ProfileSectionName;
  answers: Answers;
  canEdit: boolean;
}

function SectionCard({ id, name, answers, canEdit }: SectionProps) {
  const translate = useTranslate();
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const yesNo = (v: boolean) => translate(v ? 'ra.boolean.true' : 'ra.boolean.false');
  const section: ProfileSection = PROFILE_SECTIONS[name];
  const editable = editableOf(section);
  const title = translate(`porchlight.individual_profile.sections.${name}`);
  const save = async (body: Answers) => {
    const kept = Object.entries(answers).filter(([k]) => !editable.some((f) => f.name === k));
    const saved = await apiJson<Answers>(`/api/admin/individuals/${id}/${name}`, {
      method: 'PUT',
      body: { ...Object.fromEntries(kept), ...body },
    });
    client.setQueryData<Record<ProfileSectionName, Answers>>(
      ['individual-profile', id],
      (old) => old && { ...old, [name]: saved },
    );
    setEditing(false);
  };
  if (editing) {
    return (
      <Section title={title} testId={`profile-${name}`}>
        <PartEditor
          name={name}
          fields={editable}
          saved={answers}
          labelOf={(f) => f.label}
          nameOf={(code) => REFERENCE_NAMES.get(code) ?? code}
          errorKey={(f) => f.name}
          send={save}
          onCancel={() => setEditing(false)}
        />
      </Section>
    );
  }
  const pairs = (fields: readonly FormField[], entry: Answers) =>
    fields.map((f) => ({ label: f.label, value: shown(f, entry[f.name], yesNo) }));
  const entries = section.list ? ((answers[section.list.name] ?? []) as Answers[]) : [];
  return (
    <Section title={title} testId={`profile-${name}`}>
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
      {canEdit && editable.length > 0 ? (
        <Button sx={{ mt: 1 }} onClick={() => setEditing(true)}>
          {translate('porchlight.gov_settings.edit_part', { part: title })}
        </Button>
      ) : null}
    </Section>
  );
}

export function IndividualProfile() {
  const { id } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: 'users' });
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
        <Button startIcon={<ArrowBackIcon className={MIRRORED} />} onClick={() => navigate(-1)}>
          {translate('porchlight.individual_profile.back')}
        </Button>
      </div>
      <Typography variant="h5" component="h1">
        {translate('porchlight.individual_profile.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(
          canEdit ? 'porchlight.individual_profile.editable' : 'porchlight.individual_profile.read_only',
        )}
      </Typography>
      {profile.isPending ? <CircularProgress aria-label={translate('ra.page.loading')} /> : null}
      {profile.error ? <Alert severity="error">{profile.error.message}</Alert> : null}
      {profile.data
        ? PROFILE_SECTION_NAMES.map((name) => (
            <SectionCard
              key={name}
              id={id ?? ''}
              name={name}
              answers={profile.data[name]}
              canEdit={canEdit === true}
            />
          ))
        : null}
      {profile.data ? <CommunityActivity entityType="individual" entityId={Number(id)} /> : null}
    </Stack>
  );
}
