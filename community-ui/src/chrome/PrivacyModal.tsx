import { useBranding } from '../branding';
import { t } from '../i18n/i18n';
import { Modal } from '../ui/Modal';

/** Privacy: what the portal keeps and why; reached from the settings menu and the footer. */
export function PrivacyModal({ onClose, cookies = false }: { onClose: () => void; cookies?: boolean }) {
  const { branding } = useBranding();
  const name = branding?.instance_name ?? t('common.thisPortal');
  return (
    <Modal title={cookies ? t('privacy.cookiesTitle') : t('privacy.title')} onClose={onClose}>
      {cookies ? (
        <p>{t('privacy.cookiesText')}</p>
      ) : (
        <>
          <p>{t('privacy.text', { name })}</p>
          <p>{t('privacy.storage')}</p>
        </>
      )}
      <div className="actions">
        <button type="button" className="button" onClick={onClose}>
          {t('common.ok')}
        </button>
      </div>
    </Modal>
  );
}
