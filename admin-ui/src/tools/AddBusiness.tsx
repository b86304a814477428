import {
  Alert,
  AlertTitle,
  Box,
  Button,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { ERROR_CODE } from '@server/contract/errors.js';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { canAccess } from '../api/access.js';
import { ApiError, apiJson } from '../api/client.js';
import { useCaller } from '../api/useCaller.js';
import { BUSINESS_FIELD_MAX_LENGTH, businessEmailRules, businessNameRules, type Rule } from '../rules.js';

const EMPTY = { business_name: '', email: '', ds_addressline1: '', ds_addressline2: '' };
type Field = keyof typeof EMPTY;

interface MatchingBusiness {
  cd_business: number;
  ds_companyname: string;
}

interface Added extends MatchingBusiness {
  email: string;
}

/** What the screen says after a call: the business added, the email's businesses, or the link sent. */
type Outcome =
  | { kind: 'created'; business: Added }
  | { kind: 'matches'; email: string; businesses: MatchingBusiness[] }
  | { kind: 'linkSent'; email: string };

const RULES: Partial<Record<Field, () => Rule[]>> = {
  business_name: businessNameRules,
  email: businessEmailRules,
};

/**
 * Add business (Tools, government only): a business and its first user on the caller's instance through
 * POST /api/admin/businesses. As on the register screen (access spec §2), an email that already has
 * businesses lists them with a 'get password link' action; otherwise the account is created and its user
 * gets a create-login link.
 */
export function AddBusiness() {
  const translate = useTranslate();
  const caller = useCaller();
  const dataProvider = useDataProvider();
  const [fields, setFields] = useState(EMPTY);
  const [partner, setPartner] = useState<number | ''>('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const readsPartners = caller ? canAccess(caller, 'list', 'organizations') : false;
  const partners = useQuery({
    queryKey: ['organizations', 'choices'],
    enabled: readsPartners,
    queryFn: async () =>
      (
        await dataProvider.getList<{ id: number; name: string }>('organizations', {
          pagination: { page: 1, perPage: 1000 },
          sort: { field: 'name', order: 'ASC' },
          filter: { active: true },
        })
      ).data,
  });
  const label = (name: Field) => translate(`porchlight.tools.business.${name}`);
  // Messages by the rule's code, in the current language (the rules' own English as fallback).
  const message = (name: Field, failure: { code: string; message: string }) =>
    translate(`porchlight.rules.${failure.code}`, {
      label: label(name),
      max: BUSINESS_FIELD_MAX_LENGTH,
      _: failure.message,
    });

  const create = useMutation({
    mutationFn: () =>
      apiJson<Added>('/api/admin/businesses', {
        method: 'POST',
        body: {
          business_name: fields.business_name.trim(),
          email: fields.email.trim(),
          ...(fields.ds_addressline1.trim() ? { ds_addressline1: fields.ds_addressline1.trim() } : {}),
          ...(fields.ds_addressline2.trim() ? { ds_addressline2: fields.ds_addressline2.trim() } : {}),
          ...(partner !== '' ? { cd_community_entity_partner: partner } : {}),
        },
      }),
    onSuccess: (business) => {
      setOutcome({ kind: 'created', business });
      setFields(EMPTY);
      setPartner('');
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      if (error.code === ERROR_CODE.accountExists) {
        const businesses = (error.body as { businesses?: MatchingBusiness[] }).businesses ?? [];
        setOutcome({ kind: 'matches', email: fields.email.trim().toLowerCase(), businesses });
        return;
      }
      setErrors(
        Object.fromEntries(error.fieldErrors.map((e) => [e.field, message(e.field as Field, e)])) as Partial<
          Record<Field, string>
        >,
      );
    },
  });

  const sendPasswordLink = useMutation({
    mutationFn: async (email: string) => {
      const subdomain = caller?.me.accounts.find((a) => a.cd_instance === caller.me.cd_instance)?.subdomain;
      await apiJson('/api/create-token', { method: 'POST', body: { ds_mail: email, instance: subdomain } });
      return email;
    },
    onSuccess: (email) => setOutcome({ kind: 'linkSent', email }),
  });

  const submit = () => {
    const found: Partial<Record<Field, string>> = {};
    for (const [name, rules] of Object.entries(RULES) as [Field, () => Rule[]][]) {
      const failure = rules()
        .map((rule) => rule(fields[name]))
        .find((f) => f !== null);
      if (failure) found[name] = message(name, failure);
    }
    setErrors(found);
    setOutcome(null);
    if (Object.keys(found).length === 0) create.mutate();
  };

  const input = (name: Field, required = false) => (
    <TextField
      name={name}
      label={label(name)}
      value={fields[name]}
      onChange={(e) => setFields({ ...fields, [name]: e.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      required={required}
      slotProps={{ htmlInput: { maxLength: name.startsWith('ds_') ? 200 : BUSINESS_FIELD_MAX_LENGTH } }}
      fullWidth
    />
  );
  const failure = [create.error, sendPasswordLink.error].find(
    (e) => e && !(e instanceof ApiError && (e.code === ERROR_CODE.accountExists || e.fieldErrors.length)),
  );

  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      noValidate
      sx={{ maxWidth: 520 }}
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {translate('porchlight.tools.business.intro')}
        </Typography>
        {outcome?.kind === 'created' && (
          <Alert severity="success" role="status">
            <AlertTitle>{translate('porchlight.tools.business.created_title')}</AlertTitle>
            {translate('porchlight.tools.business.created', {
              name: outcome.business.ds_companyname,
              email: outcome.business.email,
            })}
          </Alert>
        )}
        {outcome?.kind === 'matches' && (
          <Alert
            severity="warning"
            role="status"
            action={
              <Button
                color="inherit"
                size="small"
                disabled={sendPasswordLink.isPending}
                onClick={() => sendPasswordLink.mutate(outcome.email)}
              >
                {translate('porchlight.tools.business.get_password_link')}
              </Button>
            }
          >
            <AlertTitle>{translate('porchlight.tools.business.matches_title')}</AlertTitle>
            {translate('porchlight.tools.business.matches', { email: outcome.email })}
            <List dense disablePadding>
              {outcome.businesses.map((b) => (
                <ListItem key={b.cd_business} disableGutters>
                  <ListItemText primary={b.ds_companyname} />
                </ListItem>
              ))}
            </List>
          </Alert>
        )}
        {outcome?.kind === 'linkSent' && (
          <Alert severity="success" role="status">
            <AlertTitle>{translate('porchlight.tools.business.link_sent_title')}</AlertTitle>
            {translate('porchlight.tools.business.link_sent', { email: outcome.email })}
          </Alert>
        )}
        {failure && <Alert severity="error">{(failure as Error).message}</Alert>}
        {input('business_name', true)}
        {input('email', true)}
        {input('ds_addressline1')}
        {input('ds_addressline2')}
        {readsPartners && (
          <TextField
            select
            name="partner"
            label={translate('porchlight.tools.business.partner')}
            value={partner}
            onChange={(e) => setPartner(e.target.value === '' ? '' : Number(e.target.value))}
          >
            <MenuItem value="">—</MenuItem>
            {(partners.data ?? []).map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {translate('porchlight.tools.add_business')}
        </Button>
      </Stack>
    </Box>
  );
}
