import { Alert, Box, Card, CardContent, Divider, Grid, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import {
  AccessDenied,
  Authenticated,
  FormDataConsumer,
  LinkBase,
  Navigate,
  Title,
  useParams,
  useTranslate,
} from 'react-admin';
import { type InstancePortalTab, tabWritable, visibleInstanceTabs } from '../api/access.js';
import { lookupFor, schemaEntry, useCaller } from '../api/useCaller.js';
import { TestMessage } from '../program-portal/TestMessage.js';
import { isTabVisible } from '../rules.js';
import { EmbeddedList } from '../schema/EmbeddedList.js';
import { inputFor, useFieldLabel } from '../schema/fields.js';
import { BrandingTranslations } from './BrandingTranslations.js';
import { ContentTab } from './ContentTab.js';
import { InstanceForm } from './InstanceForm.js';
import { type BrandingValues, LoginPreview } from './LoginPreview.js';
import { SecurityTab } from './SecurityTab.js';

/**
 * The branding record's fields the Branding tab edits: the login page and its sign-up links. The captcha
 * switch (ic_captcha) is on the Security tab, with the instance's other sign-in rules.
 */
const BRANDING_TAB_FIELDS = [
  'ds_portalTitle',
  'ds_loginHeading',
  'ds_loginMessage',
  'ds_logoUrl',
  'ds_backgroundUrl',
  'ds_textMode',
  'ic_sso',
  'ic_forward_login',
  'ic_sign_up_individuals',
  'ic_sign_up_business',
  'ds_individual_signup_link',
  'ds_business_signup_link',
];

/**
 * Branding: the caller's instance's branding record, beside a live preview of the login page, then its texts
 * in the instance's other languages.
 */
function BrandingTab({ writable }: { writable: boolean }) {
  const translate = useTranslate();
  const caller = useCaller();
  const labelOf = useFieldLabel('branding');
  const entry = schemaEntry(caller, 'branding');
  if (!caller || !entry) return <Alert severity="info">{translate('ra.message.access_denied')}</Alert>;
  const fields = BRANDING_TAB_FIELDS.flatMap((name) => entry.fields.filter((f) => f.name === name));
  if (fields.length === 0) {
    return <Alert severity="info">{translate('porchlight.instance_portal.branding_unavailable')}</Alert>;
  }
  const lookup = lookupFor(caller);
  return (
    <>
      <InstanceForm
        resource="branding"
        instanceId={caller.me.cd_instance}
        writable={writable}
        refreshes={['branding-translations']}
      >
        <Grid container spacing={3} sx={{ width: '100%' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            {fields.map((field) => inputFor(field, labelOf(field), lookup, !writable))}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="subtitle2" gutterBottom>
              {translate('porchlight.instance_portal.preview.title')}
            </Typography>
            <FormDataConsumer>
              {({ formData }) => <LoginPreview values={formData as BrandingValues} />}
            </FormDataConsumer>
          </Grid>
        </Grid>
      </InstanceForm>
      <Divider sx={{ my: 3 }} />
      <BrandingTranslations writable={writable} />
    </>
  );
}

const TAB_VIEWS: Record<InstancePortalTab, (props: { writable: boolean }) => ReactElement | null> = {
  branding: BrandingTab,
  security: SecurityTab,
  content: ContentTab,
  'instance-notifications': ({ writable }) => (
    <Stack spacing={3}>
      <EmbeddedList resource="notification-rules" filter={{ programId: null }} writable={writable} />
      {writable && <TestMessage programId={null} />}
    </Stack>
  ),
};

/** The instance portal (InstanceConfig, programs spec §2): branding, security, content, notifications. */
export function InstancePortal() {
  const translate = useTranslate();
  const caller = useCaller();
  const { tab } = useParams<{ tab?: string }>();
  if (!caller) return null;
  const tabs = visibleInstanceTabs(caller.levels);
  if (!tab) return tabs[0] ? <Navigate to={`/instance-portal/${tabs[0]}`} replace /> : <AccessDenied />;
  if (!Object.hasOwn(TAB_VIEWS, tab) || !isTabVisible(tab, caller.levels)) {
    return (
      <Box data-testid="tab-refused">
        <AccessDenied />
      </Box>
    );
  }
  const View = TAB_VIEWS[tab as InstancePortalTab];
  return (
    <Authenticated>
      <Title title={translate('porchlight.instance_portal.title')} />
      <Card sx={{ mt: 2 }}>
        <Tabs value={tab} variant="scrollable" sx={{ borderBottom: 1, borderColor: 'divider' }}>
          {tabs.map((t) => (
            <Tab
              key={t}
              value={t}
              label={translate(`porchlight.instance_portal.tabs.${t}`)}
              component={LinkBase}
              to={`/instance-portal/${t}`}
            />
          ))}
        </Tabs>
        <CardContent>
          <View writable={tabWritable(tab, caller.levels)} />
        </CardContent>
      </Card>
    </Authenticated>
  );
}
