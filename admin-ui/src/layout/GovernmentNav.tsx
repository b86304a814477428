import { Button, Stack } from '@mui/material';
import { LinkBase, useLocation, useTranslate } from 'react-admin';
import type { Caller } from '../api/caller.js';
import { useCaller } from '../api/useCaller.js';
import { type GovernmentNavItem, governmentNavItems } from '../rules.js';

/** Where each link of the government top navigation leads in the admin UI. */
export const NAV_TARGETS: Record<GovernmentNavItem, string> = {
  community: '/reports/individual/data-accuracy',
  programs: '/program-portal',
  reports: '/reports',
  reviews: '/applications',
  'sync-report': '/reports/sync/sync-report',
  tools: '/tools',
};

/**
 * The sync-report feature check (programs spec §7): it runs outside qa, staging and stg hosts, or in
 * development.
 */
export const syncReportFeatureOn = (hostname: string, development: boolean): boolean =>
  development || !hostname.split(/[.-]/).some((label) => ['qa', 'staging', 'stg'].includes(label));

export function navItemsFor(caller: Caller): GovernmentNavItem[] {
  return governmentNavItems({
    isAdministrator: caller.isAdministrator,
    accountType: caller.me.accountType as Parameters<typeof governmentNavItems>[0]['accountType'],
    instanceId: caller.me.cd_instance,
    syncReportFeatureOn: syncReportFeatureOn(window.location.hostname, import.meta.env.DEV),
  });
}

/** Community, Programs, Reports, Reviews, Sync report, Tools, as the access spec §2 shows them. */
export function GovernmentNav() {
  const caller = useCaller();
  const translate = useTranslate();
  const { pathname } = useLocation();
  if (!caller) return null;
  return (
    <Stack direction="row" spacing={0.5} component="nav" aria-label={translate('porchlight.nav.label')}>
      {navItemsFor(caller).map((item) => {
        const to = NAV_TARGETS[item];
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
