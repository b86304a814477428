import { Alert, Box, Card, CardContent, Grid, Tab, Tabs, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import {
  AccessDenied,
  Authenticated,
  EditBase,
  FormDataConsumer,
  LinkBase,
  Navigate,
  SaveButton,
  SimpleForm,
  Title,
  Toolbar,
  useParams,
  useTranslate,
} from 'react-admin';
import { type InstancePortalTab, tabWritable, visibleInstanceTabs } from '../api/access.js';
import type { SchemaField } from '../api/types.js';
import { lookupFor, schemaEntry, useCaller } from '../api/useCaller.js';
import { isTabVisible } from '../rules.js';
import { EmbeddedList } from '../schema/EmbeddedList.js';
import { inputFor, useFieldLabel } from '../schema/fields.js';
import { type BrandingValues, LoginPreview } from './LoginPreview.js';

/** The branding record's fields by tab; fields the server adds later land on Security unless listed. */
const BRANDING_TAB_FIELDS = [
  'ds_portalTitle',
  'ds_loginHeading',
  'ds_loginMessage',
  'ds_logoUrl',
  'ds_backgroundUrl',
  'ds_textMode',
  'ic_sign_up_individuals',
  'ic_sign_up_business',
  'ds_individual_signup_link',
  'ds_business_signup_link',
];
const isContentField = (f: SchemaField) => f.type === 'json';

const fieldsFor = (tab: 'branding' | 'security' | 'content', fields: SchemaField[]) =>
  fields.filter((f) => {
    if (f.readOnly) return false;
    if (tab === 'branding') return BRANDING_TAB_FIELDS.includes(f.name);
    if (tab === 'content') return isContentField(f);
    return !BRANDING_TAB_FIELDS.includes(f.name) && !isContentField(f);
  });

/**
 * One form over the caller's instance's branding record (the branding resource), for a tab's fields; the
 * branding tab shows the login page beside the form, live with the values being typed.
 */
function InstanceRecordForm({
  tab,
  writable,
  preview = false,
}: {
  tab: 'branding' | 'security' | 'content';
  writable: boolean;
  preview?: boolean;
}) {
  const translate = useTranslate();
  const caller = useCaller();
  const labelOf = useFieldLabel('branding');
  const entry = schemaEntry(caller, 'branding');
  if (!caller || !entry) return <Alert severity="info">{translate('ra.message.access_denied')}</Alert>;
  const fields = fieldsFor(tab, entry.fields);
  if (fields.length === 0) {
    return <Alert severity="info">{translate(`porchlight.instance_portal.${tab}_unavailable`)}</Alert>;
  }
  const lookup = lookupFor(caller);
  const inputs = fields.map((field) => inputFor(field, labelOf(field), lookup, !writable));
  return (
    <EditBase resource="branding" id={caller.me.cd_instance} mutationMode="pessimistic" redirect={false}>
      <SimpleForm
        toolbar={
          writable ? (
            <Toolbar>
              <SaveButton />
            </Toolbar>
          ) : (
            false
          )
        }
        sx={{ p: 0 }}
      >
        <Grid container spacing={3} sx={{ width: '100%' }}>
          <Grid size={{ xs: 12, md: preview ? 6 : 12 }}>{inputs}</Grid>
          {preview && (
            <Grid size={{ xs: 12, md: 6 }}>
              <Typography variant="subtitle2" gutterBottom>
                {translate('porchlight.instance_portal.preview.title')}
              </Typography>
              <FormDataConsumer>
                {({ formData }) => <LoginPreview values={formData as BrandingValues} />}
              </FormDataConsumer>
            </Grid>
          )}
        </Grid>
      </SimpleForm>
    </EditBase>
  );
}

const TAB_VIEWS: Record<InstancePortalTab, (props: { writable: boolean }) => ReactElement> = {
  branding: ({ writable }) => <InstanceRecordForm tab="branding" writable={writable} preview />,
  security: ({ writable }) => <InstanceRecordForm tab="security" writable={writable} />,
  content: ({ writable }) => <InstanceRecordForm tab="content" writable={writable} />,
  'instance-notifications': ({ writable }) => (
    <EmbeddedList resource="notification-rules" filter={{ programId: null }} writable={writable} />
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
