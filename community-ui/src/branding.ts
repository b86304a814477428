// The instance's branding and contact details, loaded once per page.
import { DEFAULT_LANGUAGE } from '@server/modules/i18n/languages.js';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { ApiError, api } from './api/http';
import type { Branding, ContactInfo } from './api/types';
import { chooseLanguage, currentLanguage } from './i18n/i18n';
import { INSTANCE } from './instance';

export interface BrandingState {
  /** missing: the address names no instance, or an unknown one. */
  status: 'loading' | 'ready' | 'missing' | 'error';
  branding: Branding | null;
}

let state: BrandingState = { status: 'loading', branding: null };
const listeners = new Set<() => void>();

function set(next: BrandingState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const getBranding = (): BrandingState => state;

export const useBranding = (): BrandingState =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );

export async function loadBranding(): Promise<void> {
  if (!INSTANCE) {
    set({ status: 'missing', branding: null });
    return;
  }
  try {
    const lang = currentLanguage();
    const branding = await api<Branding>('/branding', {
      auth: 'none',
      withInstance: true,
      query: { lang: lang === DEFAULT_LANGUAGE ? undefined : lang },
    });
    // An instance that offers few languages (483) does not keep one it does not offer.
    if (branding.languages?.length && !branding.languages.includes(lang)) {
      chooseLanguage(DEFAULT_LANGUAGE);
      return;
    }
    if (branding.ds_portalTitle) document.title = branding.ds_portalTitle;
    set({ status: 'ready', branding });
  } catch (error) {
    set({ status: error instanceof ApiError && error.status === 404 ? 'missing' : 'error', branding: null });
  }
}

/** The instance's contact information (GET instances/:id), for the contact widget and pages. */
export function useContactInfo(instanceId: number | undefined): ContactInfo | null {
  const [info, setInfo] = useState<ContactInfo | null>(null);
  useEffect(() => {
    if (instanceId === undefined) return;
    let live = true;
    api<{ contact_info: ContactInfo }>(`/instances/${instanceId}`, { auth: 'none' })
      .then((answer) => {
        if (live) setInfo(answer.contact_info ?? {});
      })
      .catch(() => {
        if (live) setInfo({});
      });
    return () => {
      live = false;
    };
  }, [instanceId]);
  return info;
}
