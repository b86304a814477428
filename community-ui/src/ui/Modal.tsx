// A modal on the native <dialog>: focus kept inside, Escape closes it, the page behind is inert, and on
// closing the focus goes back to what opened it.
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { t } from '../i18n/i18n';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Dialogs that must be answered (expired session) have no close button. */
  closable?: boolean;
  /** Where the focus goes on closing when the element that had it is gone (a menu that closed behind). */
  returnFocus?: RefObject<HTMLElement | null>;
}

/** The element focused before the dialog, while it is still on the page. */
const stillThere = (element: Element | null): HTMLElement | null =>
  element instanceof HTMLElement && element.isConnected && element !== document.body ? element : null;

export function Modal({ title, onClose, children, closable = true, returnFocus }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      // React removes the dialog before this runs, so the browser's own return of focus does not happen.
      (stillThere(opener) ?? returnFocus?.current)?.focus();
    };
  }, [returnFocus]);
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
