// The notifications region: success messages are status updates, errors are alerts.
import { useEffect } from 'react';
import { t } from '../i18n/i18n';
import { dismiss, useNotifications } from '../ui/notify';

export function Notifications() {
  const items = useNotifications();
  useEffect(() => {
    if (items.length === 0) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss(items[items.length - 1].id);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [items]);
  return (
    <div className="notifications">
      {items.map((item) => (
        <div
          key={item.id}
          className={`notification notification--${item.kind}`}
          role={item.kind === 'error' ? 'alert' : 'status'}
        >
          <span className="notification__text">{item.message}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={t('common.closeNotification')}
            onClick={() => dismiss(item.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
