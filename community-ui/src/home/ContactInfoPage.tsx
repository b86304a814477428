import { useBranding } from '../branding';
import { ContactDetails } from '../chrome/ContactWidget';
import { t } from '../i18n/i18n';

/** Contact info: how to reach the instance's programs (also the About page of the community bar). */
export default function ContactInfoPage() {
  const { branding } = useBranding();
  return (
    <section className="page page--narrow" aria-labelledby="contact-title">
      <h1 id="contact-title">{t('contact.title', { instance: branding?.instance_name ?? '' })}</h1>
      <div className="card">
        <ContactDetails instanceId={branding?.cd_instance} />
      </div>
    </section>
  );
}
