// An instance may send its individual (entity type 2) users to an external form (access spec §2 "Route
// guards"): the instance's individual_form_url setting, which GET instances/:id answers.
import { useEffect, useState } from 'react';
import type { Me } from '../api/types';
import { detailsOf } from '../branding';
import { isLocalPath } from './router';

const INDIVIDUAL_ENTITY_TYPE = 2;

/** A path of this site or a web address: never a script (`javascript:`) a setting could carry. */
const followable = (url: string | null): string | null =>
  url && (isLocalPath(url) || /^https?:\/\//i.test(url)) ? url : null;

export function useExternalFormUrl(user: Me | null): { loading: boolean; url: string | null } {
  const instanceId = user?.id_entity_type === INDIVIDUAL_ENTITY_TYPE ? user.cd_instance : null;
  const [found, setFound] = useState<{ for: number; url: string | null } | null>(null);
  useEffect(() => {
    if (instanceId === null) return;
    let live = true;
    void detailsOf(instanceId).then((details) => {
      if (live) setFound({ for: instanceId, url: followable(details.individual_form_url) });
    });
    return () => {
      live = false;
    };
  }, [instanceId]);
  if (instanceId === null) return { loading: false, url: null };
  return found && found.for === instanceId
    ? { loading: false, url: found.url }
    : { loading: true, url: null };
}
