import type { RefObject } from 'react';
import { useBranding, useInstanceDetails } from '../branding';
import { t } from '../i18n/i18n';
import { Modal } from '../ui/Modal';
import { Paragraphs } from './Paragraphs';

/**
 * Privacy: what the portal keeps and why; reached from the settings menu and the footer. The instance's
 * privacy notice (Content tab) takes the place of the built-in text, and its policy link and privacy contact
 * show when it has them.
 */
export function PrivacyModal({
  onClose,
  cookies = false,
  returnFocus,
}: {
  onClose: () => void;
  cookies?: boolean;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const { branding } = useBranding();
  const content = useInstanceDetails(branding?.cd_instance)?.content ?? {};
  const name = branding?.instance_name ?? t('common.thisPortal');
  return (
    <Modal
      title={cookies ? t('privacy.cookiesTitle') : t('privacy.title')}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      {cookies ? (
        <p>{t('privacy.cookiesText')}</p>
      ) : (
        <>
          {content.privacyPolicy ? (
            <Paragraphs text={content.privacyPolicy} />
          ) : (
            <p>{t('privacy.text', { name })}</p>
          )}
          <p>{t('privacy.storage')}</p>
          {content.privacyPolicyUrl ? (
            <p>
              <a href={content.privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
                {t('privacy.policyLink')}
                <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
              </a>
            </p>
          ) : null}
          {content.privacyContact ? (
            <p>
              {t('privacy.contact')} <a href={`mailto:${content.privacyContact}`}>{content.privacyContact}</a>
            </p>
          ) : null}
        </>
      )}
      <div className="actions">
        <button type="button" className="button" onClick={onClose}>
          {t('common.ok')}
        </button>
      </div>
    </Modal>
  );
}
