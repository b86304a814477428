// The footer (access spec §2 "Footer and misc"): year, rights, FAQs on /v2/ paths (to the instance's FAQs
// page, when its Content tab names one), contact us, privacy choices and cookie preferences.
import { useState } from 'react';
import { useBranding, useInstanceDetails } from '../branding';
import { t } from '../i18n/i18n';
import { Link, useLocation } from '../router/router';
import { useSession } from '../session/session';
import { PrivacyModal } from './PrivacyModal';

export function Footer({ quiet = false }: { quiet?: boolean }) {
  const { branding } = useBranding();
  const { pathname } = useLocation();
  const faqUrl = useInstanceDetails(branding?.cd_instance)?.content.faqUrl;
  const [dialog, setDialog] = useState<'privacy' | 'cookies' | null>(null);
  // Contact support is a signed-out screen; signed-in users find the same details on contact info.
  const contactPath = useSession().user ? '/contact-info' : '/contact-support';
  const owner = branding?.instance_name ?? t('common.thisPortal');
  return (
    <footer className="footer">
      <p>
        © {new Date().getFullYear()} {owner}. {t('footer.rights')}
      </p>
      {quiet ? null : (
        <nav aria-label={t('footer.label')}>
          <ul className="footer__links">
            {faqUrl && pathname.startsWith('/v2/') ? (
              <li>
                <a href={faqUrl} target="_blank" rel="noopener noreferrer">
                  {t('footer.faqs')}
                  <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
                </a>
              </li>
            ) : null}
            <li>
              <Link to={contactPath}>{t('footer.contact')}</Link>
            </li>
            <li>
              <button type="button" className="link-button" onClick={() => setDialog('privacy')}>
                {t('footer.privacyChoices')}
              </button>
            </li>
            <li>
              <button type="button" className="link-button" onClick={() => setDialog('cookies')}>
                {t('footer.cookies')}
              </button>
            </li>
          </ul>
        </nav>
      )}
      {dialog ? <PrivacyModal cookies={dialog === 'cookies'} onClose={() => setDialog(null)} /> : null}
    </footer>
  );
}
