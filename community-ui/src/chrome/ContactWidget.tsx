// The contact-info widget for business and individual users (access spec §2 "Top navigation").
import { useId, useRef, useState } from 'react';
import { useBranding, useInstanceDetails } from '../branding';
import { t } from '../i18n/i18n';
import { useDismiss } from '../ui/useDismiss';

export function ContactDetails({ instanceId }: { instanceId: number | undefined }) {
  const info = useInstanceDetails(instanceId)?.contact_info;
  if (!info) return <p className="muted">{t('common.loading')}</p>;
  return (
    <dl className="contact-details">
      {info.phones?.map((line) => (
        <div key={line.phone}>
          <dt>{line.label}</dt>
          <dd>
            <a href={`tel:${line.phone.replace(/[^\d+]/g, '')}`}>{line.phone}</a>
          </dd>
        </div>
      ))}
      {info.email ? (
        <div>
          <dt>{t('contact.email')}</dt>
          <dd>
            <a href={`mailto:${info.email}`}>{info.email}</a>
          </dd>
        </div>
      ) : null}
      {info.address ? (
        <div>
          <dt>{t('contact.address')}</dt>
          <dd>{info.address}</dd>
        </div>
      ) : null}
      {info.hours ? (
        <div>
          <dt>{t('contact.hours')}</dt>
          <dd>{info.hours}</dd>
        </div>
      ) : null}
    </dl>
  );
}

export function ContactWidget() {
  const { branding } = useBranding();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useDismiss(open, setOpen, root, toggle);
  return (
    <div className="contact-widget" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="chrome-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {t('contact.widget')}
      </button>
      {open ? (
        <section id={panelId} className="popover" aria-label={t('contact.widget')}>
          <ContactDetails instanceId={branding?.cd_instance} />
        </section>
      ) : null}
    </div>
  );
}
