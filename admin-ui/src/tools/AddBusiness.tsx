import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { canAccess } from '../api/access.js';
import { ApiError, apiJson } from '../api/client.js';
import { useCaller } from '../api/useCaller.js';
import { businessEmailRules, businessNameRules, firstFailure } from '../rules.js';

const EMPTY = { business_name: '', email: '', ds_addressline1: '', ds_addressline2: '' };

/**
 * Add business (Tools): a business and its first user on the caller's instance, through the business
 * sign-up call (POST /api/create-user-and-business/instance/:id); the new user gets a create-login link.
 */
export function AddBusiness() {
  const translate = useTranslate();
  const caller = useCaller();
  const dataProvider = useDataProvider();
  const [fields, setFields] = useState(EMPTY);
  const [partner, setPartner] = useState<number | ''>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
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
  const create = useMutation({
    mutationFn: () =>
      apiJson(`/api/create-user-and-business/instance/${caller?.me.cd_instance}`, {
        method: 'POST',
        body: {
          business_name: fields.business_name.trim(),
          email: fields.email.trim(),
          ...(fields.ds_addressline1.trim() ? { ds_addressline1: fields.ds_addressline1.trim() } : {}),
          ...(fields.ds_addressline2.trim() ? { ds_addressline2: fields.ds_addressline2.trim() } : {}),
          ...(partner !== '' ? { cd_community_entity_partner: partner } : {}),
        },
      }),
    onSuccess: () => setFields(EMPTY),
    onError: (error) => {
      if (error instanceof ApiError)
        setErrors(Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message])));
    },
  });

  const submit = () => {
    const name = firstFailure([
      { field: 'business_name', value: fields.business_name, rules: businessNameRules() },
    ]);
    const mail = firstFailure([{ field: 'email', value: fields.email, rules: businessEmailRules() }]);
    const found = Object.fromEntries([name, mail].filter((e) => e !== null).map((e) => [e.field, e.message]));
    setErrors(found);
    if (Object.keys(found).length === 0) create.mutate();
  };

  const input = (name: keyof typeof EMPTY, required = false) => (
    <TextField
      name={name}
      label={translate(`porchlight.tools.business.${name}`)}
      value={fields[name]}
      onChange={(e) => setFields({ ...fields, [name]: e.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      required={required}
      fullWidth
    />
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
        {create.isSuccess && (
          <Alert severity="success">{translate('porchlight.tools.business.created')}</Alert>
        )}
        {create.error && !(create.error instanceof ApiError && create.error.fieldErrors.length) && (
          <Alert severity="error">{(create.error as Error).message}</Alert>
        )}
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
