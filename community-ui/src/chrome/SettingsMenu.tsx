// The settings dropdown (access spec §2): the current account, a searchable list of the other accounts
// to switch to, notification preferences (applicants), Privacy, Change password and Logout (disabled once
// clicked).
import { APPLICANT_ACCOUNT_TYPES } from '@server/modules/programs/account-groups.js';
import { useId, useRef, useState } from 'react';
import type { Account, Me } from '../api/types';
import { switchTo } from '../auth/switch';
import { t } from '../i18n/i18n';
import { Link } from '../router/router';
import { currentAccount, logout, mayUserSwitch } from '../session/session';
import { Avatar } from '../ui/Avatar';
import { useDismiss } from '../ui/useDismiss';
import { ChangePasswordModal } from './ChangePasswordModal';
import { PrivacyModal } from './PrivacyModal';

const sameAccount = (a: Account, b: Account | undefined) =>
  b !== undefined &&
  a.cd_entity === b.cd_entity &&
  a.cd_entitytype === b.cd_entitytype &&
  a.cd_instance === b.cd_instance;

export const accountLabel = (account: Account): string => account.name ?? account.instanceName;

export function SettingsMenu({ user }: { user: Me }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [switching, setSwitching] = useState<Account | null>(null);
  const [loggingOut, setLoggingOut] = useState(false);
  const [dialog, setDialog] = useState<'privacy' | 'password' | null>(null);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const account = currentAccount(user);
  const name = account ? accountLabel(account) : (user.profile.ds_username ?? '');
  const isApplicant = (APPLICANT_ACCOUNT_TYPES as readonly string[]).includes(user.accountType);

  useDismiss(open, setOpen, root, toggle);

  const needle = query.trim().toLowerCase();
  const others = mayUserSwitch(user)
    ? user.accounts
        .filter((a) => !sameAccount(a, account) && a.ic_active)
        .filter((a) =>
          [a.name, a.instanceName, a.accountTypeTranslation].some((text) =>
            text?.toLowerCase().includes(needle),
          ),
        )
    : [];

  // The dialog takes over from the menu, which closes behind it; closing it returns to the menu's button.
  const openDialog = (which: 'privacy' | 'password') => {
    setOpen(false);
    setDialog(which);
  };

  const choose = async (target: Account) => {
    setSwitching(target);
    try {
      await switchTo(target);
    } finally {
      setSwitching(null);
    }
  };

  return (
    <div className="settings" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="chrome-button settings__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <Avatar name={name} src={account?.logo} />
        <span className="settings__name">{name}</span>
        <span className="visually-hidden">{t('settings.open')}</span>
      </button>
      {open ? (
        <section id={panelId} className="settings__panel" aria-label={t('settings.label')}>
          <div className="settings__current">
            <Avatar name={name} src={account?.logo} />
            <div>
              <strong>{name}</strong>
              <div className="muted">
                {user.accountTypeTranslation}
                {account ? ` · ${account.instanceName}` : ''}
              </div>
            </div>
          </div>
          {mayUserSwitch(user) && user.accounts.length > 1 ? (
            <div className="settings__switch">
              <label htmlFor={`${panelId}-search`}>{t('settings.switchAccount')}</label>
              <input
                id={`${panelId}-search`}
                type="search"
                value={query}
                placeholder={t('settings.searchAccounts')}
                onChange={(e) => setQuery(e.target.value)}
              />
              <ul className="account-list">
                {others.map((other) => (
                  <li key={`${other.cd_instance}-${other.cd_entitytype}-${other.cd_entity}`}>
                    <button
                      type="button"
                      className="account-option"
                      disabled={switching !== null}
                      aria-busy={switching === other}
                      onClick={() => choose(other)}
                    >
                      <Avatar name={accountLabel(other)} src={other.logo} />
                      <span className="account-option__text">
                        <strong>{accountLabel(other)}</strong>
                        <span className="muted">
                          {other.accountTypeTranslation} · {other.instanceName}
                        </span>
                      </span>
                      {switching === other ? <span className="muted">{t('common.loading')}</span> : null}
                    </button>
                  </li>
                ))}
                {others.length === 0 ? <li className="muted">{t('settings.noAccounts')}</li> : null}
              </ul>
            </div>
          ) : null}
          <div className="settings__actions">
            {isApplicant ? (
              <Link
                to="/notification-preferences"
                className="button button--secondary"
                onClick={() => setOpen(false)}
              >
                {t('notificationPrefs.link')}
              </Link>
            ) : null}
            {user.accountType === 'Business' ? (
              <Link to="/business-profile" className="button button--secondary">
                {t('businessPage.link')}
              </Link>
            ) : null}
            <button type="button" className="button button--secondary" onClick={() => openDialog('privacy')}>
              {t('settings.privacy')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => openDialog('password')}>
              {t('settings.changePassword')}
            </button>
            <button
              type="button"
              className="button"
              disabled={loggingOut}
              onClick={() => {
                setLoggingOut(true);
                void logout();
              }}
            >
              {t('settings.logout')}
            </button>
          </div>
        </section>
      ) : null}
      {dialog === 'privacy' ? <PrivacyModal onClose={() => setDialog(null)} returnFocus={toggle} /> : null}
      {dialog === 'password' ? (
        <ChangePasswordModal onClose={() => setDialog(null)} returnFocus={toggle} />
      ) : null}
    </div>
  );
}
