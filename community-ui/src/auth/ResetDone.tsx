import { useEffect } from 'react';
import { t } from '../i18n/i18n';
import { Link, navigate } from '../router/router';
import { Notice } from '../ui/controls';
import { RESET_REDIRECT_MS } from './recovery';

/** The new password is set: the login page follows in 3 seconds. */
export function ResetDone() {
  useEffect(() => {
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <>
      <Notice kind="success">{t('password.resetDone')}</Notice>
      <p>
        <Link to="/login">{t('common.backToLogin')}</Link>
      </p>
    </>
  );
}
