import { type RefObject, useState } from 'react';
import { t } from '../i18n/i18n';
import { ChangePasswordForm } from '../profile/ChangePasswordForm';
import { Modal } from '../ui/Modal';

/** The change-password modal and its success dialog; OK resets the form and closes it (access spec §2). */
export function ChangePasswordModal({
  onClose,
  returnFocus,
}: {
  onClose: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const [changed, setChanged] = useState(false);
  if (changed) {
    return (
      <Modal title={t('password.changedTitle')} onClose={onClose} returnFocus={returnFocus}>
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
    <Modal title={t('password.changeTitle')} onClose={onClose} returnFocus={returnFocus}>
      <ChangePasswordForm onDone={() => setChanged(true)} onCancel={onClose} />
    </Modal>
  );
}
