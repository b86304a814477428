import { useState } from 'react';
import { t } from '../i18n/i18n';
import { ChangePasswordForm } from '../profile/ChangePasswordForm';
import { Modal } from '../ui/Modal';

/** The change-password modal and its success dialog; OK resets the form and closes it (access spec §2). */
export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const [changed, setChanged] = useState(false);
  if (changed) {
    return (
      <Modal title={t('password.changedTitle')} onClose={onClose}>
        <p>{t('password.changedText')}</p>
        <div className="actions">
          <button type="button" className="button" onClick={onClose}>
            {t('common.ok')}
          </button>
        </div>
      </Modal>
    );
  }
  return (
    <Modal title={t('password.changeTitle')} onClose={onClose}>
      <ChangePasswordForm onDone={() => setChanged(true)} onCancel={onClose} />
    </Modal>
  );
}
