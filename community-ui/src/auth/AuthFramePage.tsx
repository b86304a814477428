// The embedded external-auth frame (access spec §2): reads realm and check, asks for a token and posts
// {action: 'externalAuth', realm, token | error} to the page that embeds it.
import { useEffect, useRef } from 'react';
import { api } from '../api/http';
import { currentLanguage, t } from '../i18n/i18n';
import { useQuery } from '../router/router';
import { Loader } from '../ui/controls';

/** The embedding page's origin: the frame may only be embedded by this site (frame-ancestors 'self'). */
const parentOrigin = (): string => {
  try {
    return document.referrer ? new URL(document.referrer).origin : window.location.origin;
  } catch {
    return window.location.origin;
  }
};

export default function AuthFramePage() {
  const query = useQuery();
  const realm = query.get('realm') ?? '';
  const check = query.get('check') ?? '';
  const posted = useRef(false);
  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    const post = (result: { token: string } | { error: string }) =>
      window.parent.postMessage({ action: 'externalAuth', realm, ...result }, parentOrigin());
    api<{ token: string }>('/users/external-open-auth-token', {
      method: 'POST',
      withInstance: true,
      body: { realm, check, lang: currentLanguage() },
    })
      .then(({ token }) => post({ token }))
      .catch((error: Error) => post({ error: error.message || 'externalAuthFailed' }));
  }, [realm, check]);
  return <Loader label={t('redirect.text')} />;
}
