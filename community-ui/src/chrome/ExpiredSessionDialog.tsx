import { t } from '../i18n/i18n';
import { navigate } from '../router/router';
import { dismissExpired } from '../session/session';
import { Modal } from '../ui/Modal';

/** Session expiry (access spec §2, §4): title, text and the way back to login. */
export function ExpiredSessionDialog() {
  const backToLogin = () => {
    dismissExpired();
    navigate('/login', { replace: true });
  };
  return (
    <Modal title={t('expired.title')} onClose={backToLogin} closable={false}>
      <p>{t('expired.text')}</p>
      <div className="actions">
        <button type="button" className="button" onClick={backToLogin}>
          {t('common.backToLogin')}
        </button>
      </div>
    </Modal>
  );
}
