// The instance's branding, contact details and page content, loaded once per page.
import { DEFAULT_LANGUAGE } from '@server/modules/i18n/languages.js';
import type { InstanceContent } from '@server/modules/instances/instance-content.js';
import { useEffect, useState } from 'react';
import { ApiError, api } from './api/http';
import type { Branding, ContactInfo } from './api/types';
import { chooseLanguage, currentLanguage } from './i18n/i18n';
import { INSTANCE } from './instance';
import { sharedValue } from './ui/shared-value';

export interface BrandingState {
  /** missing: the address names no instance, or an unknown one. */
  status: 'loading' | 'ready' | 'missing' | 'error';
  branding: Branding | null;
}

const shared = sharedValue<BrandingState>({ status: 'loading', branding: null });

export const getBranding = shared.get;

export const useBranding = shared.use;

export async function loadBranding(): Promise<void> {
  if (!INSTANCE) {
    shared.set({ status: 'missing', branding: null });
    return;
  }
  try {
    const lang = currentLanguage();
    const branding = await api<Branding>('/branding', {
      auth: 'none',
      withInstance: true,
      query: { lang: lang === DEFAULT_LANGUAGE ? undefined : lang },
    });
    // An instance that offers few languages does not keep one it does not offer.
    if (branding.languages?.length && !branding.languages.includes(lang)) {
      chooseLanguage(DEFAULT_LANGUAGE);
      return;
    }
    shared.set({ status: 'ready', branding });
  } catch (error) {
    shared.set({
      status: error instanceof ApiError && error.status === 404 ? 'missing' : 'error',
      branding: null,
    });
  }
}

/**
 * What the pages read of an instance (GET instances/:id): contact details, the Content tab's texts, and the
 * external form its individual accounts are sent to.
 */
export interface InstanceDetails {
  contact_info: ContactInfo;
  content: InstanceContent;
  individual_form_url: string | null;
}

const details = new Map<number, Promise<InstanceDetails>>();

/** Read once per page: the guard, the footer, the contact widget and the page itself all ask for it. */
export function detailsOf(instanceId: number): Promise<InstanceDetails> {
  let pending = details.get(instanceId);
  if (!pending) {
    pending = api<Partial<InstanceDetails>>(`/instances/${instanceId}`, { auth: 'none' }).then(
      (answer) => ({
        contact_info: answer.contact_info ?? {},
        content: answer.content ?? {},
        individual_form_url: answer.individual_form_url ?? null,
      }),
      () => {
        // Nothing to show this time; the next screen asks again.
        details.delete(instanceId);
        return { contact_info: {}, content: {}, individual_form_url: null };
      },
    );
    details.set(instanceId, pending);
  }
  return pending;
}

/** The instance's contact information and page content; null while it loads. */
export function useInstanceDetails(instanceId: number | undefined): InstanceDetails | null {
  const [info, setInfo] = useState<InstanceDetails | null>(null);
  useEffect(() => {
    if (instanceId === undefined) return;
    let live = true;
    void detailsOf(instanceId).then((answer) => {
      if (live) setInfo(answer);
    });
    return () => {
      live = false;
    };
  }, [instanceId]);
  return info;
}
