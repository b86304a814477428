// A modal on the native <dialog>: focus kept inside, Escape closes it, the page behind is inert.
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { t } from '../i18n/i18n';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Dialogs that must be answered (expired session) have no close button. */
  closable?: boolean;
}

export function Modal({ title, onClose, children, closable = true }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (closable) onClose();
      }}
    >
      <div className="modal__head">
        <h2 id={titleId}>{title}</h2>
        {closable ? (
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('common.close')}>
            ×
          </button>
        ) : null}
      </div>
      <div className="modal__body">{children}</div>
    </dialog>
  );
}
