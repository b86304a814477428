// Instance 483 sends its individual (entity type 2) users to an external form (access spec §2): the apply
// address of the instance's third-party program, read from the catalogue.
import { HEALTH_EXCHANGE_INSTANCE_ID } from '@server/modules/accounts/instance-constants.js';
import { useEffect, useState } from 'react';
import { api } from '../api/http';
import type { Me } from '../api/types';
import type { ProgramView } from '../programs/types';

const needsExternalForm = (user: Me | null): boolean =>
  !!user && user.cd_instance === HEALTH_EXCHANGE_INSTANCE_ID && user.id_entity_type === 2;

export function useExternalFormUrl(user: Me | null): { loading: boolean; url: string | null } {
  const needed = needsExternalForm(user);
  const [found, setFound] = useState<{ for: number; url: string | null } | null>(null);
  const userId = user?.id;
  useEffect(() => {
    if (!needed || userId === undefined) return;
    let live = true;
    api<ProgramView[]>('/instanceresources')
      .then((programs) => programs.find((p) => p.isThirdParty && p.resource.ds_resourceapplyurl))
      .then((program) => {
        if (live) setFound({ for: userId, url: program?.resource.ds_resourceapplyurl ?? null });
      })
      .catch(() => {
        if (live) setFound({ for: userId, url: null });
      });
    return () => {
      live = false;
    };
  }, [needed, userId]);
  if (!needed) return { loading: false, url: null };
  return found && found.for === userId ? { loading: false, url: found.url } : { loading: true, url: null };
}
