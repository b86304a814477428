import { Alert, Divider, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { BooleanInput, FormDataConsumer, required, SelectInput, useTranslate } from 'react-admin';
import { apiJson } from '../api/client.js';
import { schemaEntry, useCaller } from '../api/useCaller.js';
import { hasFeature } from '../rules.js';
import { useFieldLabel } from '../schema/fields.js';
import { ApiKeysPanel } from './ApiKeysPanel.js';
import { durationParts } from './duration.js';
import { InstanceForm } from './InstanceForm.js';

const RESOURCE = 'instance-security';

interface SecurityValues {
  lockoutThreshold?: number;
  lockoutMinutes?: number;
}

/**
 * Security (InstanceConfig): MFA for every account, the login captcha, the lockout after failed sign-ins
 * (the server's allowed values are the schema's choices), the sync report for reviewers, and the API keys.
 */
export function SecurityTab({ writable }: { writable: boolean }) {
  const translate = useTranslate();
  const caller = useCaller();
  const labelOf = useFieldLabel(RESOURCE);
  const captcha = useQuery({
    queryKey: ['captcha-activated'],
    queryFn: () => apiJson<{ activated: boolean }>('/api/recaptcha/is-activated'),
  });
  const entry = schemaEntry(caller, RESOURCE);
  if (!caller || !entry) {
    return <Alert severity="info">{translate('porchlight.instance_portal.security_unavailable')}</Alert>;
  }
  const field = (name: string) => {
    const found = entry.fields.find((f) => f.name === name);
    if (!found) throw new Error(`${RESOURCE} has no field ${name}`);
    return found;
  };
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`porchlight.instance_portal.security.${key}`, options);
  const duration = (minutes: number) => {
    const { unit, count } = durationParts(minutes);
    return t(`duration.${unit}`, { smart_count: count });
  };
  const attempts = (count: number) => t('attempts', { smart_count: count });
  const choices = (name: string, text: (value: number) => string) =>
    (field(name).choices ?? []).map((c) => ({ id: c.id, name: text(Number(c.id)) }));
  const toggle = (name: string, help = name) => (
    <BooleanInput
      source={name}
      label={labelOf(field(name))}
      helperText={t(`help.${help}`)}
      readOnly={!writable}
    />
  );
  // The navigation offers the sync report only on instances with the syncReport feature.
  const offersSyncReport = hasFeature({ features: caller.me.instanceFeatures }, 'syncReport');

  return (
    <>
      <InstanceForm resource={RESOURCE} instanceId={caller.me.cd_instance} writable={writable}>
        <Stack spacing={1} sx={{ width: '100%', maxWidth: 720 }}>
          <Typography variant="subtitle1" component="h2">
            {t('sign_in')}
          </Typography>
          {toggle('mfaRequired')}
          {toggle('captchaEnabled')}
          {captcha.data && !captcha.data.activated && (
            <Alert severity="warning" data-testid="captcha-inactive">
              {t('captcha_inactive')}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <SelectInput
              source="lockoutThreshold"
              label={labelOf(field('lockoutThreshold'))}
              choices={choices('lockoutThreshold', attempts)}
              validate={required()}
              readOnly={!writable}
              fullWidth
            />
            <SelectInput
              source="lockoutMinutes"
              label={labelOf(field('lockoutMinutes'))}
              choices={choices('lockoutMinutes', duration)}
              validate={required()}
              readOnly={!writable}
              fullWidth
            />
          </Stack>
          <FormDataConsumer<SecurityValues>>
            {({ formData }) =>
              formData.lockoutThreshold && formData.lockoutMinutes ? (
                <Alert severity="info" data-testid="lockout-summary">
                  {t('lockout_summary', {
                    attempts: attempts(formData.lockoutThreshold),
                    duration: duration(formData.lockoutMinutes),
                  })}
                </Alert>
              ) : null
            }
          </FormDataConsumer>
          <Divider sx={{ my: 2 }} />
          <Typography variant="subtitle1" component="h2">
            {t('reviewers')}
          </Typography>
          {toggle('syncReportEnabled', offersSyncReport ? 'syncReportEnabled' : 'syncReportNotOffered')}
        </Stack>
      </InstanceForm>
      <Divider sx={{ my: 3 }} />
      <ApiKeysPanel writable={writable} />
    </>
  );
}
