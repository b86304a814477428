// The account-name setting (access spec §2): first and last name, then save and continue.
import { SET_NAME_MAX_LENGTH, setNameRules } from '@server/common/validation/field-rules.js';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError, api } from '../api/http';
import { t } from '../i18n/i18n';
import { Link, navigate, useLocation } from '../router/router';
import { Notice, TextField } from '../ui/controls';
import { type ShownError, serverFieldError, validate } from '../ui/validate';
import { finishLogin, loginFailure, type NameState } from './login-flow';

export default function SetAccountNamePage() {
  const state = useLocation().state as NameState | null;
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [error, setError] = useState<ShownError | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!state?.loginToken) navigate('/login', { replace: true });
  }, [state]);
  if (!state?.loginToken) return null;

  const labels = { ds_firstname: t('name.first'), ds_lastname: t('name.last') };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const shown = validate([
      { field: 'ds_firstname', value: first, rules: setNameRules('first'), label: labels.ds_firstname },
      { field: 'ds_lastname', value: last, rules: setNameRules('last'), label: labels.ds_lastname },
    ]);
    setError(shown);
    if (shown) return;
    setBusy(true);
    setFailure(null);
    try {
      await api(`/users/${state.account.cd_user}`, {
        method: 'PATCH',
        auth: { bearer: state.loginToken },
        body: { ds_firstname: first.trim(), ds_lastname: last.trim() },
      });
      await finishLogin(state.loginToken, { ...state.account, hasName: true }, state);
    } catch (caught) {
      const fieldError = caught instanceof ApiError ? serverFieldError(caught.errors, labels) : null;
      if (fieldError) setError(fieldError);
      else setFailure(loginFailure(caught).text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card card--narrow" aria-labelledby="name-title">
      <h1 id="name-title">{t('name.title')}</h1>
      <p className="muted">{t('name.text')}</p>
      <form onSubmit={submit} noValidate>
        <TextField
          label={labels.ds_firstname}
          autoComplete="given-name"
          maxLength={SET_NAME_MAX_LENGTH}
          value={first}
          onChange={setFirst}
          error={error?.field === 'ds_firstname' ? error.message : null}
        />
        <TextField
          label={labels.ds_lastname}
          autoComplete="family-name"
          maxLength={SET_NAME_MAX_LENGTH}
          value={last}
          onChange={setLast}
          error={error?.field === 'ds_lastname' ? error.message : null}
        />
        {failure ? <Notice kind="error">{failure}</Notice> : null}
        <button type="submit" className="button button--wide" disabled={busy}>
          {t('name.save')}
        </button>
      </form>
      <p>
        <Link to="/login">{t('common.backToLogin')}</Link>
      </p>
    </section>
  );
}
