import { useBranding, useInstanceDetails } from '../branding';
import { ContactDetails } from '../chrome/ContactWidget';
import { Paragraphs } from '../chrome/Paragraphs';
import { t } from '../i18n/i18n';

/**
 * Contact info: the instance's about text (Content tab) and how to reach its programs (also the About page of
 * the community bar).
 */
export default function ContactInfoPage() {
  const { branding } = useBranding();
  const about = useInstanceDetails(branding?.cd_instance)?.content.about;
  return (
    <section className="page page--narrow" aria-labelledby="contact-title">
      <h1 id="contact-title">{t('contact.title', { instance: branding?.instance_name ?? '' })}</h1>
      {about ? <Paragraphs text={about} /> : null}
      <div className="card">
        <ContactDetails instanceId={branding?.cd_instance} />
      </div>
    </section>
  );
}
