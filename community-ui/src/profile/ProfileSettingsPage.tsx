// Profile settings for individuals (access spec §2, §4): the account card, then changing the login id or
// the password; success goes back one step in history.
import { useState } from 'react';
import { ChangeLoginId } from '../auth/ChangeLoginId';
import { t } from '../i18n/i18n';
import { isLocalPath, Link, navigate, useQuery } from '../router/router';
import { reloadUser, useSession } from '../session/session';
import { notify } from '../ui/notify';
import { ChangePasswordForm } from './ChangePasswordForm';

export default function ProfileSettingsPage() {
  const { user } = useSession();
  const backUrl = useQuery().get('backurl');
  const [view, setView] = useState<'overview' | 'loginId' | 'password'>('overview');
  if (!user) return null;
  const loginId = user.profile.ds_username ?? '';
  const name = [user.profile.ds_firstname, user.profile.ds_lastname].filter(Boolean).join(' ');

  const succeeded = async (message: string) => {
    notify('success', message);
    await reloadUser().catch(() => undefined);
    window.history.back();
  };

  return (
    <section className="page page--narrow" aria-labelledby="profile-title">
      <h1 id="profile-title">{t('profile.title')}</h1>
      {view === 'overview' ? (
        <div className="card">
          <h2>{name || t('profile.account')}</h2>
          <div className="field">
            <span className="field__label">{t('profile.loginId')}</span>
            <p className="verified">
              {loginId} <span className="badge badge--verified">{t('loginId.verified')}</span>
            </p>
          </div>
          <div className="actions actions--start">
            <button type="button" className="button button--secondary" onClick={() => setView('loginId')}>
              {t('profile.changeLoginId')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setView('password')}>
              {t('settings.changePassword')}
            </button>
            <Link to="/profile" className="button button--secondary">
              {t('profilePage.link')}
            </Link>
            <button
              type="button"
              className="button"
              onClick={() => navigate(isLocalPath(backUrl) ? backUrl : user.landingRoute)}
            >
              {t('profile.backToDashboard')}
            </button>
          </div>
        </div>
      ) : null}
      {view === 'loginId' ? (
        <div className="card">
          <h2>{t('profile.changeLoginId')}</h2>
          <ChangeLoginId
            auth="session"
            currentLoginId={loginId}
            onCancel={() => setView('overview')}
            onChanged={() => void succeeded(t('loginId.changed'))}
          />
        </div>
      ) : null}
      {view === 'password' ? (
        <div className="card">
          <h2>{t('password.changeTitle')}</h2>
          <ChangePasswordForm
            onCancel={() => setView('overview')}
            onDone={() => void succeeded(t('password.changedText'))}
          />
        </div>
      ) : null}
    </section>
  );
}
