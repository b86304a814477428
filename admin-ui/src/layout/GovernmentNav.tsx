import { Button, Stack } from '@mui/material';
import { reviewsTarget } from '@server/contract/review-manager.js';
import { useQuery } from '@tanstack/react-query';
import { LinkBase, useLocation, useTranslate } from 'react-admin';
import type { Caller } from '../api/caller.js';
import { instanceFeaturesQuery } from '../api/first-screen.js';
import { useCaller } from '../api/useCaller.js';
import { type GovernmentNavItem, governmentNavItems, syncReportFeatureOn } from '../rules.js';

/** Where each link of the government top navigation leads in the admin UI (Reviews: by account, reviewsTarget). */
export const NAV_TARGETS: Record<Exclude<GovernmentNavItem, 'reviews'>, string> = {
  community: '/reports/individual/data-accuracy',
  programs: '/program-portal',
  reports: '/reports',
  'sync-report': '/reports/sync/sync-report',
  tools: '/tools',
};

/** The items for the caller; the instance's sync-report switch (instance portal → Security) is read apart. */
export function navItemsFor(caller: Caller, syncReportEnabled: boolean): GovernmentNavItem[] {
  return governmentNavItems({
    isAdministrator: caller.isAdministrator,
    accountType: caller.me.accountType as Parameters<typeof governmentNavItems>[0]['accountType'],
    instanceFeatures: caller.me.instanceFeatures,
    syncReportFeatureOn: syncReportFeatureOn(window.location.hostname, import.meta.env.DEV),
    syncReportEnabled,
  });
}

const useInstanceFeatures = (enabled: boolean) => useQuery({ ...instanceFeaturesQuery, enabled });

/** Community, Programs, Reports, Reviews, Sync report, Tools, as the access spec §2 shows them. */
export function GovernmentNav() {
  const caller = useCaller();
  const translate = useTranslate();
  const { pathname } = useLocation();
  const features = useInstanceFeatures(caller !== undefined);
  if (!caller) return null;
  return (
    <Stack direction="row" spacing={0.5} component="nav" aria-label={translate('porchlight.nav.label')}>
      {navItemsFor(caller, features.data?.syncReportEnabled ?? false).map((item) => {
        const to = item === 'reviews' ? reviewsTarget(caller.me.accountType) : NAV_TARGETS[item];
        const current = pathname === to || pathname.startsWith(`${to}/`);
        return (
          <Button
            key={item}
            component={LinkBase}
            to={to}
            color="inherit"
            size="small"
            aria-current={current ? 'page' : undefined}
            sx={{ fontWeight: current ? 700 : 400, textDecoration: current ? 'underline' : 'none' }}
          >
            {translate(`porchlight.nav.${item}`)}
          </Button>
        );
      })}
    </Stack>
  );
}
