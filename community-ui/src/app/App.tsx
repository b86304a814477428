// The application: the route for the address, its guard, and the frame around the screen.
import { Component, type ReactNode, Suspense, useEffect } from 'react';
import type { Branding } from '../api/types';
import { useBranding } from '../branding';
import { AppChrome, AuthChrome } from '../chrome/Chrome';
import { ExpiredSessionDialog } from '../chrome/ExpiredSessionDialog';
import { Notifications } from '../chrome/Notifications';
import { t } from '../i18n/i18n';
import { useExternalFormUrl } from '../router/external-form';
import { type Decision, decide } from '../router/guards';
import { navigate, useLocation } from '../router/router';
import { findRoute } from '../router/routes';
import { useSession } from '../session/session';
import { Loader } from '../ui/controls';

const RELOADED_KEY = 'porchlight.reloaded-at';
const RELOAD_GUARD_MS = 10_000;

/** A render error reloads the page (access spec §4), but not in a loop. */
class ReloadOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    // The browser console is the only log a visitor's page has.
    console.error(error);
    const last = Number(sessionStorage.getItem(RELOADED_KEY) ?? 0);
    if (Date.now() - last > RELOAD_GUARD_MS) {
      sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
      window.location.reload();
    }
  }

  override render() {
    return this.state.failed ? (
      <div className="page">
        <p role="alert">{t('errors.page')}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </button>
      </div>
    ) : (
      this.props.children
    );
  }
}

function FollowDecision({ decision }: { decision: Exclude<Decision, null> }) {
  const key = JSON.stringify(decision);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialized decision is the dependency.
  useEffect(() => {
    if ('external' in decision) window.location.replace(decision.external);
    else navigate(decision.to, { replace: true, state: decision.state });
  }, [key]);
  return <Loader />;
}

/** '<page> · <portal>' in the page language: each screen names itself in the tab and the history. */
function useDocumentTitle(page: string, branding: Branding | null) {
  const portal = branding?.ds_portalTitle || branding?.instance_name || t('common.thisPortal');
  const title = `${page} · ${portal}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

export function App() {
  const location = useLocation();
  const session = useSession();
  const brand = useBranding();
  const externalForm = useExternalFormUrl(session.user);
  const { route, params } = findRoute(location.pathname);
  useDocumentTitle(route.pageTitle(), brand.branding);
  const ready = session.status !== 'loading' && brand.status !== 'loading' && !externalForm.loading;
  const decision = ready
    ? decide(route, {
        location,
        user: session.user,
        instanceFeatures: brand.branding?.features ?? [],
        externalFormUrl: externalForm.url,
      })
    : null;

  let page: ReactNode;
  if (!ready) page = <Loader />;
  else if (decision) page = <FollowDecision decision={decision} />;
  else if (brand.status === 'error') {
    page = (
      <div className="card">
        <p role="alert">{t('errors.loadPage')}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </button>
      </div>
    );
  } else {
    const Screen = route.screen;
    page = (
      <Suspense fallback={<Loader />}>
        <Screen params={params} />
      </Suspense>
    );
  }

  let framed: ReactNode = page;
  if (route.chrome !== 'none') {
    framed = session.user ? (
      <AppChrome user={session.user} title={route.title?.()}>
        {page}
      </AppChrome>
    ) : (
      <AuthChrome quietFooter={route.chrome === 'quiet-footer'}>{page}</AuthChrome>
    );
  }
  return (
    <ReloadOnError>
      {framed}
      <Notifications />
      {session.expired ? <ExpiredSessionDialog /> : null}
    </ReloadOnError>
  );
}
