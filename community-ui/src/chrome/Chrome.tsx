// The frame around every screen: the signed-in header with its navigation (access spec §2 "Top
// navigation") or the plain signed-out header, then the page, then the footer.

import { reviewsTarget } from '@server/contract/review-manager.js';
import type { InstanceProgramType } from '@server/modules/accounts/account-type.js';
import {
  type CommunityBarItem,
  communityBarItems,
  type GovernmentNavItem,
  governmentNavItems,
  syncReportFeatureOn,
} from '@server/modules/accounts/navigation.js';
import { isAdministrator } from '@server/modules/accounts/roles.js';
import { type ReactNode, useEffect, useState } from 'react';
import { api } from '../api/http';
import type { Me } from '../api/types';
import { useBranding } from '../branding';
import { t } from '../i18n/i18n';
import { Link, useLocation } from '../router/router';
import { currentAccount } from '../session/session';
import { ContactWidget } from './ContactWidget';
import { Footer } from './Footer';
import { LanguageSelector } from './LanguageSelector';
import { SettingsMenu } from './SettingsMenu';

/** The staff screens live in the admin UI. */
export const ADMIN_APP = '/admin/#';

/**
 * Where each government link leads: the catalogue and reports index here, the rest in the admin UI (Reviews: by
 * account, reviewsTarget).
 */
const GOVERNMENT_TARGETS: Record<Exclude<GovernmentNavItem, 'reviews'>, string> = {
  community: `${ADMIN_APP}/reports/individual/data-accuracy`,
  programs: '/resources',
  reports: '/reports',
  'sync-report': `${ADMIN_APP}/reports/sync/sync-report`,
  tools: `${ADMIN_APP}/tools`,
};

/** About is the profile: an individual's profile settings; other accounts get the instance's contact page. */
const COMMUNITY_TARGETS: Record<CommunityBarItem, string> = {
  about: '/contact-info',
  programs: '/resources',
  'my-applications': '/applications',
  'my-subscriptions': '/subscriptions',
};

const GOVERNMENT_LABELS: Record<GovernmentNavItem, () => string> = {
  community: () => t('nav.community'),
  programs: () => t('nav.programs'),
  reports: () => t('nav.reports'),
  reviews: () => t('nav.reviews'),
  'sync-report': () => t('nav.syncReport'),
  tools: () => t('nav.tools'),
};

const COMMUNITY_LABELS: Record<CommunityBarItem, () => string> = {
  about: () => t('nav.about'),
  programs: () => t('nav.programs'),
  'my-applications': () => t('nav.myApplications'),
  'my-subscriptions': () => t('nav.mySubscriptions'),
};

function NavLink({ to, children }: { to: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const current = pathname === to || pathname.startsWith(`${to}/`);
  if (to.startsWith(ADMIN_APP)) return <a href={to}>{children}</a>;
  return (
    <Link to={to} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}

export function PortalLogo() {
  const { branding } = useBranding();
  const title = branding?.ds_portalTitle ?? branding?.instance_name ?? t('common.thisPortal');
  return (
    <Link to="/" className="portal-logo">
      {branding?.ds_logoUrl ? <img src={branding.ds_logoUrl} alt="" /> : null}
      <span>{title}</span>
    </Link>
  );
}

const isStaff = (user: Me) => user.accountType === 'Government' || user.accountType === 'Reviewer';

/** The instance's sync-report switch (instance portal → Security), which staff accounts may read; off until read. */
function useSyncReportEnabled(staff: boolean): boolean {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    if (!staff) return;
    let live = true;
    api<{ syncReportEnabled: boolean }>('/admin/instance-features').then(
      (features) => {
        if (live) setEnabled(features.syncReportEnabled);
      },
      // Without the answer the item stays hidden, as with the switch off.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [staff]);
  return enabled;
}

function governmentItems(user: Me, syncReportEnabled: boolean): GovernmentNavItem[] {
  if (!isStaff(user)) return [];
  return governmentNavItems({
    isAdministrator: isAdministrator(user.roles),
    accountType: user.accountType,
    instanceFeatures: user.instanceFeatures,
    syncReportFeatureOn: syncReportFeatureOn(window.location.hostname, import.meta.env.DEV),
    syncReportEnabled,
  });
}

export function AppChrome({ user, title, children }: { user: Me; title?: string; children: ReactNode }) {
  const account = currentAccount(user);
  const programType: InstanceProgramType = account?.instanceProgramType ?? 'other';
  const syncReportEnabled = useSyncReportEnabled(isStaff(user));
  const government = governmentItems(user, syncReportEnabled);
  const community = communityBarItems({
    accountType: user.accountType,
    instanceFeatures: user.instanceFeatures,
    instanceProgramType: programType,
  });
  const applicant = user.accountType === 'Business' || user.accountType === 'Individual';
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <header className="topbar">
        <PortalLogo />
        {government.length > 0 ? (
          <nav className="topbar__nav" aria-label={t('nav.government')}>
            <ul>
              {government.map((item) => (
                <li key={item}>
                  <NavLink
                    to={
                      item === 'reviews'
                        ? `${ADMIN_APP}${reviewsTarget(user.accountType)}`
                        : GOVERNMENT_TARGETS[item]
                    }
                  >
                    {GOVERNMENT_LABELS[item]()}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="topbar__tools">
          {applicant ? <ContactWidget /> : null}
          {isAdministrator(user.roles) ? (
            <a className="chrome-button" href={`${ADMIN_APP}/`} target="_blank" rel="noopener">
              {t('nav.adminTools')}
              <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
            </a>
          ) : null}
          <LanguageSelector />
          <SettingsMenu user={user} />
        </div>
      </header>
      {community.length > 0 ? (
        <nav className="community-bar" aria-label={t('nav.community')}>
          <ul>
            {community.map((item) => (
              <li key={item}>
                <NavLink
                  to={
                    item === 'about' && user.accountType === 'Individual'
                      ? '/profile-settings'
                      : COMMUNITY_TARGETS[item]
                  }
                >
                  {COMMUNITY_LABELS[item]()}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : title ? (
        <div className="community-bar community-bar--title">{title}</div>
      ) : null}
      <main id="main" className="main">
        {children}
      </main>
      <Footer />
    </div>
  );
}

export function AuthChrome({ quietFooter, children }: { quietFooter?: boolean; children: ReactNode }) {
  return (
    <div className="app app--signed-out">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <header className="topbar topbar--plain">
        <PortalLogo />
        <div className="topbar__tools">
          <LanguageSelector />
        </div>
      </header>
      <main id="main" className="main main--centered">
        {children}
      </main>
      <Footer quiet={quietFooter} />
    </div>
  );
}
