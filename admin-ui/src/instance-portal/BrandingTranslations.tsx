import { Alert, Box, MenuItem, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { TextInput, useGetOne, useRecordContext, useTranslate } from 'react-admin';
import { useCaller } from '../api/useCaller.js';
import {
  LANGUAGES,
  TRANSLATION_FIELDS,
  TRANSLATION_LIMITS,
  type TranslationWireName,
  translationRules,
} from '../rules.js';
import { ruleValidator } from '../schema/rule-validator.js';
import { InstanceForm } from './InstanceForm.js';

const RESOURCE = 'branding-translations';

interface TranslationsRecord {
  id: number;
  languages: string[];
  translations: Record<string, Partial<Record<TranslationWireName, string>>>;
}

const NATIVE_NAMES = new Map(LANGUAGES.map((language) => [language.code, language.language]));

/** The chosen language's three texts; the picker keeps the other languages' edits in the form until saved. */
function TranslationFields({ writable, instanceId }: { writable: boolean; instanceId: number }) {
  const translate = useTranslate();
  const record = useRecordContext<TranslationsRecord>();
  const { data: branding } = useGetOne<{ id: number } & Record<TranslationWireName, string | null>>(
    'branding',
    { id: instanceId },
  );
  const [picked, setPicked] = useState<string | null>(null);
  if (!record) return null;
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`porchlight.instance_portal.translations.${key}`, options);
  const { languages, translations } = record;
  if (languages.length === 0) return <Alert severity="info">{t('none')}</Alert>;
  // First the language chosen, else the first one with texts, else the first offered.
  const language = picked ?? languages.find((code) => translations[code]) ?? languages[0];
  const nameOf = (code: string) => {
    const name = NATIVE_NAMES.get(code) ?? code;
    return translations[code] ? t('translated', { language: name }) : name;
  };
  // The language in the label tells these fields from the branding's own above them.
  const label = (name: TranslationWireName) =>
    t('field', {
      field: translate(`resources.branding.fields.${name}`),
      language: NATIVE_NAMES.get(language) ?? language,
    });
  return (
    <>
      <TextField
        select
        label={t('language')}
        value={language}
        onChange={(event) => setPicked(event.target.value)}
        sx={{ minWidth: 260, mb: 2 }}
      >
        {languages.map((code) => (
          <MenuItem key={code} value={code} lang={code}>
            {nameOf(code)}
          </MenuItem>
        ))}
      </TextField>
      {TRANSLATION_FIELDS.map((name) => {
        const base = branding?.[name];
        return (
          <TextInput
            key={`${language}.${name}`}
            source={`translations.${language}.${name}`}
            label={label(name)}
            validate={ruleValidator(translationRules(name, label(name)), {
              label: label(name),
              max: TRANSLATION_LIMITS[name],
            })}
            readOnly={!writable}
            multiline={name === 'ds_loginMessage'}
            minRows={name === 'ds_loginMessage' ? 2 : undefined}
            helperText={base ? t('fallback', { text: base }) : false}
            slotProps={{ htmlInput: { lang: language } }}
            fullWidth
          />
        );
      })}
    </>
  );
}

/**
 * The per-language branding texts (GET /api/branding?lang=): a language picker and its portal title, login
 * heading and login message, saved apart from the branding above. Both are views of the instance row, so
 * saving one reads the other again.
 */
export function BrandingTranslations({ writable }: { writable: boolean }) {
  const translate = useTranslate();
  const caller = useCaller();
  const titleId = useId();
  if (!caller) return null;
  const instanceId = caller.me.cd_instance;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h2">
        {translate('porchlight.instance_portal.translations.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('porchlight.instance_portal.translations.help')}
      </Typography>
      <InstanceForm resource={RESOURCE} instanceId={instanceId} writable={writable} refreshes={['branding']}>
        <TranslationFields writable={writable} instanceId={instanceId} />
      </InstanceForm>
    </Box>
  );
}
