// Every route of the community UI: the literal paths of the access spec §2, the landing routes, and the
// catalogue and application routes of the programs spec §2. Each screen is its own chunk.
import { ACCOUNT_TYPES, type AccountType } from '@server/modules/accounts/account-type.js';
import { APPLICANT_ACCOUNT_TYPES } from '@server/modules/programs/account-groups.js';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { t } from '../i18n/i18n';
import type { Access, GuardedRoute } from './guards';
import { matchPath } from './router';

export interface ScreenProps {
  params: Record<string, string>;
}

export interface AppRoute extends GuardedRoute {
  screen: Screen;
  /** none: an embedded page without header and footer. quiet-footer: the footer hides its links. */
  chrome?: 'none' | 'quiet-footer';
  /** Shown in the bar under the header for government accounts (title-type pages). */
  title?: () => string;
  /** The page's name in the browser's tab and history, before the portal's (App.tsx). */
  pageTitle: () => string;
}

/** A screen loaded on first render, or earlier by `preload` (main.tsx, for the first screen). */
type Screen = LazyExoticComponent<ComponentType<ScreenProps>> & { preload: () => Promise<unknown> };

const screen = (load: () => Promise<{ default: ComponentType<ScreenProps> }>): Screen =>
  Object.assign(lazy(load), { preload: load });

const guest = { kind: 'guest' } as const;
const anyone = { kind: 'public' } as const;
const member = (...roles: AccountType[]): Access => ({ kind: 'member', roles });

const Login = screen(() => import('../auth/LoginPage'));
const Signup = screen(() => import('../signup/SignupPage'));
const Resources = screen(() => import('../programs/ResourcesPage'));

export const ROUTES: AppRoute[] = [
  {
    path: '/',
    pageTitle: () => t('title.home'),
    access: anyone,
    screen: screen(() => import('../marketplace/RootPage')),
  },
  { path: '/login', pageTitle: () => t('login.title'), access: guest, screen: Login },
  {
    path: '/session',
    pageTitle: () => t('session.title'),
    access: guest,
    screen: screen(() => import('../auth/SessionPickerPage')),
  },
  {
    path: '/mfa',
    pageTitle: () => t('mfa.title'),
    // Switching accounts asks for MFA from inside a session.
    access: {
      kind: 'guest',
      stayWhen: (location) => (location.state as { switching?: boolean } | null)?.switching === true,
    },
    screen: screen(() => import('../auth/MfaPage')),
  },
  // Reached with a login token before any session exists; the screen sends a visitor without one to login.
  {
    path: '/set-account-name',
    pageTitle: () => t('name.title'),
    access: anyone,
    screen: screen(() => import('../auth/SetAccountNamePage')),
  },
  {
    path: '/forgot-password',
    pageTitle: () => t('forgot.title'),
    access: guest,
    screen: screen(() => import('../auth/ForgotPasswordPage')),
  },
  {
    path: '/resetpassword',
    pageTitle: () => t('reset.title'),
    access: guest,
    closedWithSignUp: true,
    screen: screen(() => import('../auth/ResetLinkPage')),
  },
  {
    path: '/reset-password',
    pageTitle: () => t('reset.title'),
    access: guest,
    closedWithSignUp: true,
    screen: screen(() => import('../auth/ResetPasswordPage')),
  },
  {
    path: '/create-login',
    pageTitle: () => t('createLogin.title'),
    access: guest,
    screen: screen(() => import('../auth/CreateLoginPage')),
  },
  {
    path: '/find-login',
    pageTitle: () => t('title.findLogin'),
    access: guest,
    screen: screen(() => import('../auth/FindLoginPage')),
  },
  {
    path: '/contact-support',
    pageTitle: () => t('support.title'),
    access: guest,
    chrome: 'quiet-footer',
    screen: screen(() => import('../auth/ContactSupportPage')),
  },
  {
    path: '/signup',
    pageTitle: () => t('title.signup'),
    access: guest,
    closedWithSignUp: true,
    screen: Signup,
  },
  {
    path: '/individual-signup',
    pageTitle: () => t('title.signup'),
    access: member(),
    closedWithSignUp: true,
    screen: Signup,
  },
  {
    path: '/register',
    pageTitle: () => t('title.register'),
    access: guest,
    closedWithSignUp: true,
    screen: screen(() => import('../signup/RegisterPage')),
  },
  {
    path: '/auth',
    pageTitle: () => t('title.signingIn'),
    access: guest,
    screen: screen(() => import('../auth/AutoLoginPage')),
  },
  {
    path: '/authFrame',
    pageTitle: () => t('title.signingIn'),
    access: guest,
    chrome: 'none',
    screen: screen(() => import('../auth/AuthFramePage')),
  },
  {
    // The page takes over the session it is handed (switching), so a signed-in visitor may land here.
    path: '/instance-redirect',
    pageTitle: () => t('title.signingIn'),
    access: {
      kind: 'guest',
      stayWhen: (location) => new URLSearchParams(location.search).has('auth'),
    },
    screen: screen(() => import('../auth/InstanceRedirectPage')),
  },
  {
    path: '/subscriptions',
    pageTitle: () => t('nav.mySubscriptions'),
    access: member('Subscriber'),
    screen: screen(() => import('../subscriptions/SubscriptionsPage')),
  },
  {
    path: '/marketplace',
    pageTitle: () => t('marketplace.title'),
    access: anyone,
    screen: screen(() => import('../marketplace/MarketplacePage')),
  },
  {
    path: '/profile-settings',
    pageTitle: () => t('profile.title'),
    access: member('Individual'),
    screen: screen(() => import('../profile/ProfileSettingsPage')),
  },
  {
    path: '/profile',
    pageTitle: () => t('profilePage.title'),
    access: member('Individual'),
    screen: screen(() => import('../profile/CommunityProfilePage')),
  },
  {
    path: '/notification-preferences',
    pageTitle: () => t('notificationPrefs.title'),
    access: member(...APPLICANT_ACCOUNT_TYPES),
    screen: screen(() => import('../profile/NotificationPreferencesPage')),
  },
  {
    path: '/business-profile',
    pageTitle: () => t('businessPage.title'),
    access: member('Business'),
    screen: screen(() => import('../business/BusinessProfilePage')),
  },
  {
    path: '/contact-info',
    pageTitle: () => t('contact.widget'),
    access: member(),
    screen: screen(() => import('../home/ContactInfoPage')),
  },
  {
    path: '/public/dashboard',
    pageTitle: () => t('dashboard.title'),
    access: anyone,
    screen: screen(() => import('../home/PublicDashboardPage')),
  },
  {
    path: '/reports',
    pageTitle: () => t('reports.title'),
    access: member('Government', 'Reviewer'),
    title: () => t('nav.reports'),
    screen: screen(() => import('../home/ReportsPage')),
  },
  // The marketplace reviewers' routes (programs spec §2 "Other"): every path under it lands on their page.
  {
    path: '/rem-routes/*',
    pageTitle: () => t('market.title'),
    access: member('ReviewerMarket'),
    screen: screen(() => import('../home/MarketReviewsPage')),
  },
  // Version 2 routes are unguarded; the AI tools' pages say themselves who may use them (ai/AiShell).
  {
    path: '/v2/ai-tools/generate-ideas',
    pageTitle: () => t('ideas.title'),
    access: anyone,
    screen: screen(() => import('../ai/IdeasPage')),
  },
  {
    path: '/v2/ai-tools/generate-portfolio',
    pageTitle: () => t('ai.portfolio.title'),
    access: anyone,
    screen: screen(() => import('../ai/PortfolioPage')),
  },
  {
    path: '/v2/ai-tools/create-profile',
    pageTitle: () => t('ai.profile.title'),
    access: anyone,
    screen: screen(() => import('../ai/ProfilePage')),
  },
  {
    path: '/v2/ai-tools/find-resources',
    pageTitle: () => t('ai.resources.title'),
    access: anyone,
    screen: screen(() => import('../ai/FindResourcesPage')),
  },
  {
    path: '/v2/ai-tools/ai-config',
    pageTitle: () => t('ai.config.title'),
    access: anyone,
    screen: screen(() => import('../ai/AiConfigPage')),
  },
  {
    path: '/v2/ai-tools/ai-test-prompts',
    pageTitle: () => t('ai.test.title'),
    access: anyone,
    screen: screen(() => import('../ai/TestPromptsPage')),
  },
  {
    path: '/resources',
    pageTitle: () => t('programs.title'),
    access: member(...ACCOUNT_TYPES),
    title: () => t('nav.programs'),
    screen: Resources,
  },
  {
    path: '/resources/:id/*',
    pageTitle: () => t('title.program'),
    access: member(...ACCOUNT_TYPES),
    screen: screen(() => import('../programs/ProgramDetailPage')),
  },
  {
    path: '/home',
    pageTitle: () => t('businessHome.title'),
    access: member('Business'),
    screen: screen(() => import('../business/BusinessHomePage')),
  },
  {
    path: '/confirmation-resource/:id',
    pageTitle: () => t('title.apply'),
    access: member(...APPLICANT_ACCOUNT_TYPES),
    screen: screen(() => import('../programs/ApplyPage')),
  },
  {
    path: '/confirmation-resource/:resourceId/payment-confirmation',
    pageTitle: () => t('payment.title'),
    access: member(...APPLICANT_ACCOUNT_TYPES),
    screen: screen(() => import('../programs/PaymentPage')),
  },
  {
    path: '/applications',
    pageTitle: () => t('applications.title'),
    access: member(...APPLICANT_ACCOUNT_TYPES),
    screen: screen(() => import('../programs/ApplicationsPage')),
  },
  {
    path: '/application/:id',
    pageTitle: () => t('application.title'),
    access: member(...APPLICANT_ACCOUNT_TYPES),
    screen: screen(() => import('../programs/ApplicationPage')),
  },
  {
    path: '/application/:id/confirmation',
    pageTitle: () => t('confirmation.title'),
    access: member(...APPLICANT_ACCOUNT_TYPES),
    screen: screen(() => import('../programs/ConfirmationPage')),
  },
];

export const NOT_FOUND: AppRoute = {
  path: '*',
  pageTitle: () => t('missing.title'),
  access: anyone,
  screen: screen(() => import('../home/NotFoundPage')),
};

export function findRoute(pathname: string): { route: AppRoute; params: Record<string, string> } {
  for (const route of ROUTES) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return { route: NOT_FOUND, params: {} };
}
