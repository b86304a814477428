// The language selector (access spec §1): the instance's languages by native name; choosing one stores it,
// sets the cookie and reloads the page.
import { languagesFor } from '@server/modules/i18n/languages.js';
import { useState } from 'react';
import { useBranding } from '../branding';
import { chooseLanguage, currentLanguage, t } from '../i18n/i18n';
import { Modal } from '../ui/Modal';

export function LanguageSelector() {
  const { branding } = useBranding();
  const [open, setOpen] = useState(false);
  const languages = languagesFor(branding?.languages);
  const current = languages.find((l) => l.code === currentLanguage()) ?? languages[0];
  return (
    <>
      <button
        type="button"
        className="chrome-button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={t('language.choose', { current: current?.language ?? '' })}
      >
        <svg
          className="icon"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
        </svg>
        <span lang={current?.code}>{current?.language}</span>
      </button>
      {open ? (
        <Modal title={t('language.title')} onClose={() => setOpen(false)}>
          <ul className="language-list">
            {languages.map((language) => (
              <li key={language.code}>
                <button
                  type="button"
                  lang={language.code}
                  dir={language.direction}
                  className={language.bold ? 'language language--complete' : 'language'}
                  aria-current={language.code === current?.code ? 'true' : undefined}
                  onClick={() => chooseLanguage(language.code)}
                >
                  {language.language}
                </button>
              </li>
            ))}
          </ul>
        </Modal>
      ) : null}
    </>
  );
}
