// The account-name setting (access spec §2): first and last name, then save and continue.
import { type FormEvent, useEffect, useState } from 'react';
import { api } from '../api/http';
import { t } from '../i18n/i18n';
import { Link, navigate, useLocation } from '../router/router';
import { Notice } from '../ui/controls';
import { useFormSubmit } from '../ui/form-submit';
import { NameFields, nameChecks, nameLabels } from '../ui/NameFields';
import { finishLogin, loginFailure, type NameState } from './login-flow';

export default function SetAccountNamePage() {
  const state = useLocation().state as NameState | null;
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const form = useFormSubmit(nameLabels());

  useEffect(() => {
    if (!state?.loginToken) navigate('/login', { replace: true });
  }, [state]);
  if (!state?.loginToken) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    return form.submit(
      nameChecks(first, last),
      async () => {
        await api(`/users/${state.account.cd_user}`, {
          method: 'PATCH',
          auth: { bearer: state.loginToken },
          body: { ds_firstname: first.trim(), ds_lastname: last.trim() },
        });
        await finishLogin(state.loginToken, { ...state.account, hasName: true }, state);
      },
      { notice: (caught) => loginFailure(caught).text },
    );
  };

  return (
    <section className="card card--narrow" aria-labelledby="name-title">
      <h1 id="name-title">{t('name.title')}</h1>
      <p className="muted">{t('name.text')}</p>
      <form onSubmit={submit} noValidate>
        <NameFields first={first} last={last} onFirst={setFirst} onLast={setLast} errorOf={form.errorOf} />
        {form.failure ? <Notice kind="error">{form.failure}</Notice> : null}
        <button type="submit" className="button button--wide" disabled={form.busy}>
          {t('name.save')}
        </button>
      </form>
      <p>
        <Link to="/login">{t('common.backToLogin')}</Link>
      </p>
    </section>
  );
}
