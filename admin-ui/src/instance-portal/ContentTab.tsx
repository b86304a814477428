import { Grid, Typography } from '@mui/material';
import { ArrayInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { useCaller } from '../api/useCaller.js';
import {
  CONTENT_KEYS,
  CONTENT_LIMITS,
  type ContentKey,
  contactEmailRules,
  contactTextRules,
  contentLimit,
  contentRules,
  phoneLabelRules,
  phoneNumberRules,
  type Rule,
} from '../rules.js';
import { ruleValidator } from '../schema/rule-validator.js';
import { InstanceForm } from './InstanceForm.js';

const RESOURCE = 'instance-content';
const LONG_TEXTS = new Set<ContentKey>(['about', 'support', 'privacyPolicy']);

/**
 * Content (InstanceConfig): the contact information the community contact widget and contact-support page
 * show (GET /api/instances/:id), and the texts and links of the community pages (docs/decisions.md). The
 * form checks the server's own rules as it is typed.
 */
export function ContentTab({ writable }: { writable: boolean }) {
  const translate = useTranslate();
  const caller = useCaller();
  if (!caller) return null;
  const label = (field: string) => translate(`resources.${RESOURCE}.fields.${field}`);
  const input = (
    source: string,
    field: string,
    rules: (label: string) => Rule[],
    max: number,
    options: { multiline?: boolean; help?: boolean } = {},
  ) => (
    <TextInput
      key={source}
      source={source}
      label={label(field)}
      validate={ruleValidator(rules(label(field)), { label: label(field), max })}
      readOnly={!writable}
      multiline={options.multiline}
      minRows={options.multiline ? 2 : undefined}
      helperText={
        options.help ? translate(`porchlight.instance_portal.content.help.${field.split('.').pop()}`) : false
      }
      fullWidth
    />
  );

  return (
    <InstanceForm resource={RESOURCE} instanceId={caller.me.cd_instance} writable={writable}>
      <Grid container spacing={4} sx={{ width: '100%' }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="subtitle1" component="h2" gutterBottom>
            {translate('porchlight.instance_portal.content.contact')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('porchlight.instance_portal.content.contact_help')}
          </Typography>
          {input('contact_info.email', 'contact_info.email', contactEmailRules, CONTENT_LIMITS.email)}
          <ArrayInput source="contact_info.phones" label={label('contact_info.phones')}>
            <SimpleFormIterator
              inline
              disableReordering={!writable}
              disableAdd={!writable}
              disableRemove={!writable}
              disableClear
            >
              <TextInput
                source="label"
                label={label('contact_info.phone_label')}
                validate={ruleValidator(phoneLabelRules(label('contact_info.phone_label')), {
                  label: label('contact_info.phone_label'),
                  max: CONTENT_LIMITS.phoneLabel,
                })}
                readOnly={!writable}
                helperText={false}
              />
              <TextInput
                source="phone"
                label={label('contact_info.phone_number')}
                validate={ruleValidator(phoneNumberRules(label('contact_info.phone_number')), {
                  label: label('contact_info.phone_number'),
                  max: CONTENT_LIMITS.phone,
                })}
                readOnly={!writable}
                helperText={false}
              />
            </SimpleFormIterator>
          </ArrayInput>
          {input(
            'contact_info.address',
            'contact_info.address',
            contactTextRules,
            CONTENT_LIMITS.contactText,
            {
              multiline: true,
            },
          )}
          {input('contact_info.hours', 'contact_info.hours', contactTextRules, CONTENT_LIMITS.contactText)}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="subtitle1" component="h2" gutterBottom>
            {translate('porchlight.instance_portal.content.pages')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('porchlight.instance_portal.content.pages_help')}
          </Typography>
          {CONTENT_KEYS.map((key) =>
            input(`content.${key}`, `content.${key}`, (l) => contentRules(key, l), contentLimit(key), {
              multiline: LONG_TEXTS.has(key),
              help: true,
            }),
          )}
        </Grid>
      </Grid>
    </InstanceForm>
  );
}
