// Contact support (access spec §2): back, an image, the description (the instance's contact-us text, else the
// built-in one), the program phone lines and the support email.
import { useBranding, useInstanceDetails } from '../branding';
import { Paragraphs } from '../chrome/Paragraphs';
import { t } from '../i18n/i18n';
import { BackArrow, Loader } from '../ui/controls';

function SupportImage() {
  return (
    <svg className="support-image" viewBox="0 0 120 80" role="img" aria-label={t('support.imageLabel')}>
      <rect x="8" y="14" width="104" height="58" rx="10" fill="#e3f1f4" />
      <circle cx="44" cy="40" r="14" fill="#0f5c6e" />
      <rect x="64" y="30" width="36" height="6" rx="3" fill="#0f5c6e" />
      <rect x="64" y="42" width="26" height="6" rx="3" fill="#7fb3bf" />
      <path d="M38 40a6 6 0 0 1 12 0v4h-3v-4a3 3 0 0 0-6 0v4h-3z" fill="#fff" />
    </svg>
  );
}

export default function ContactSupportPage() {
  const { branding } = useBranding();
  const details = useInstanceDetails(branding?.cd_instance);
  return (
    <section className="card card--narrow" aria-labelledby="support-title">
      <button type="button" className="link-button" onClick={() => window.history.back()}>
        <BackArrow />
        {t('common.back')}
      </button>
      <SupportImage />
      <h1 id="support-title">{t('support.title')}</h1>
      {!details ? (
        <Loader />
      ) : (
        <>
          {details.content.support ? (
            <Paragraphs text={details.content.support} />
          ) : (
            <p>{t('support.text')}</p>
          )}
          <ul className="support-lines">
            {details.contact_info.phones?.map((line) => (
              <li key={line.phone}>
                {t('support.phoneLine', { program: line.label })}{' '}
                <a href={`tel:${line.phone.replace(/[^\d+]/g, '')}`}>{line.phone}</a>
              </li>
            ))}
            {details.contact_info.email ? (
              <li>
                {t('support.emailLine')}{' '}
                <a href={`mailto:${details.contact_info.email}`}>{details.contact_info.email}</a>
              </li>
            ) : null}
          </ul>
        </>
      )}
    </section>
  );
}
