import { hasFeature } from '@server/modules/instances/instance-features.js';
import type { ReactNode } from 'react';
import { useBranding } from '../branding';
import { t } from '../i18n/i18n';
import { signInPath } from '../router/guards';
import { Link, useLocation } from '../router/router';
import { useSession } from '../session/session';
import { Notice } from '../ui/controls';
import { AI_SCREENS, type AiScreen, aiPath, STAFF_SCREENS, toolName } from './ai';
import './ai.css';

/** Demo and government accounts keep the instance's prompts (InstanceConfig); the others only use the tools. */
const STAFF_TYPES = ['Demo', 'Government'];

/**
 * One AI tool's page: its title and text, the tools' navigation, and the tool itself once the person may use
 * it. The /v2 routes are open to anyone, so the page says why a tool is not there: not signed in, or an
 * instance without the AI tools.
 */
export function AiShell({
  screen,
  title,
  text,
  children,
}: {
  screen: AiScreen;
  title: string;
  text: string;
  children: ReactNode;
}) {
  const { user } = useSession();
  const { branding } = useBranding();
  const location = useLocation();
  const offered = hasFeature(branding, 'aiTools');
  const staff = !!user && STAFF_TYPES.includes(user.accountType);
  const shown = AI_SCREENS.filter((s) => staff || !STAFF_SCREENS.includes(s));
  return (
    <section className="page page--narrow ai-tools" aria-labelledby="ai-title">
      <h1 id="ai-title">{title}</h1>
      <p>{text}</p>
      {user && offered ? (
        <nav aria-label={t('ai.nav')}>
          <ul className="link-list link-list--inline ai-tools__nav">
            {shown.map((s) => (
              <li key={s}>
                <Link to={aiPath(s)} aria-current={s === screen ? 'page' : undefined}>
                  {toolName(s)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {!offered ? <Notice kind="info">{t('ai.notOffered')}</Notice> : null}
      {offered && !user ? (
        <Notice kind="info">
          <Link to={signInPath(location)}>{t('ai.signIn')}</Link>
        </Notice>
      ) : null}
      {offered && user ? children : null}
    </section>
  );
}
