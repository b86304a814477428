// The session (account picker) screen (access spec §2): search, the show-inactive toggle when the first
// account allows it, and signing in as a different user.
import { useEffect, useState } from 'react';
import type { Account } from '../api/types';
import { accountLabel } from '../chrome/SettingsMenu';
import { t } from '../i18n/i18n';
import { navigate, useLocation } from '../router/router';
import { writeToken } from '../session/tokens';
import { Avatar } from '../ui/Avatar';
import { Checkbox, Loader, Notice } from '../ui/controls';
import { finishLogin, loadAccounts, loginFailure, type NameState, type PickerState } from './login-flow';

export default function SessionPickerPage() {
  const location = useLocation();
  const given = location.state as PickerState | null;
  const queryToken = new URLSearchParams(location.search).get('token');
  const loginToken = given?.loginToken ?? queryToken;
  const [accounts, setAccounts] = useState<Account[] | null>(given?.accounts ?? null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [search, setSearch] = useState('');
  const [showInactive, setShowInactive] = useState(false);
  const [opening, setOpening] = useState<Account | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (accounts || !loginToken) return;
    loadAccounts(loginToken)
      .then(setAccounts)
      .catch(() => setLoadFailed(true));
  }, [accounts, loginToken]);

  // Nothing to choose from: back to login.
  const empty = !loginToken || accounts?.length === 0;
  useEffect(() => {
    if (empty) navigate('/login', { replace: true });
  }, [empty]);

  if (loadFailed) return <Notice kind="error">{t('session.loadError')}</Notice>;
  if (!accounts || !loginToken) return <Loader />;

  const destination = { redirect: given?.redirect, from: given?.from };
  const toggleShown = accounts[0]?.icShowInactiveInstances === true;
  const needle = search.trim().toLowerCase();
  const listed = accounts
    .filter((a) => a.ic_active || (toggleShown && showInactive))
    .filter((a) =>
      [a.name, a.instanceName, a.accountTypeTranslation].some((text) => text?.toLowerCase().includes(needle)),
    );

  const choose = async (account: Account) => {
    if (!account.hasName) {
      const state: NameState = { loginToken, account, ...destination };
      navigate('/set-account-name', { state });
      return;
    }
    setOpening(account);
    setFailure(null);
    try {
      await finishLogin(loginToken, account, destination);
    } catch (error) {
      setFailure(loginFailure(error).text);
      setOpening(null);
    }
  };

  const differentUser = () => {
    writeToken('login', null);
    navigate('/login', { replace: true });
  };

  return (
    <section className="card card--wide" aria-labelledby="session-title">
      <h1 id="session-title">{t('session.title')}</h1>
      <p className="muted">{t('session.text')}</p>
      <div className="field">
        <label htmlFor="account-search">{t('session.search')}</label>
        <input id="account-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      {toggleShown ? (
        <Checkbox label={t('session.showInactive')} checked={showInactive} onChange={setShowInactive} />
      ) : null}
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      <ul className="account-list account-list--large">
        {listed.map((account) => (
          <li key={`${account.cd_instance}-${account.cd_entitytype}-${account.cd_entity}`}>
            <button
              type="button"
              className="account-option"
              disabled={opening !== null || !account.ic_active}
              aria-busy={opening === account}
              onClick={() => choose(account)}
            >
              <Avatar name={accountLabel(account)} src={account.logo} />
              <span className="account-option__text">
                <strong>{account.name ?? t('session.unnamed')}</strong>
                <span className="muted">
                  {account.accountTypeTranslation} · {account.instanceName}
                  {account.ic_active ? '' : ` · ${t('session.inactive')}`}
                </span>
              </span>
              {opening === account ? <span className="muted">{t('common.loading')}</span> : null}
            </button>
          </li>
        ))}
      </ul>
      {listed.length === 0 ? <p className="muted">{t('session.noMatch')}</p> : null}
      <button type="button" className="link-button" onClick={differentUser}>
        {t('session.differentUser')}
      </button>
    </section>
  );
}
