// The AI tools' screens (programs spec §2 "Other"): their paths, the calls they make and how a failure reads.
import type { AiGeneration, FoundResources } from '@server/contract/ai.js';
import { ApiError, api } from '../api/http';
import type { CatalogueKey } from '../i18n/catalogues/en';
import { t } from '../i18n/i18n';

/** The six screens, in the order the tools' navigation lists them; the last two are the staff's. */
export const AI_SCREENS = [
  'generate-ideas',
  'generate-portfolio',
  'create-profile',
  'find-resources',
  'ai-config',
  'ai-test-prompts',
] as const;
export type AiScreen = (typeof AI_SCREENS)[number];
export const STAFF_SCREENS: readonly AiScreen[] = ['ai-config', 'ai-test-prompts'];

export const aiPath = (screen: AiScreen): string => `/v2/ai-tools/${screen}`;

/** A tool's name in the page language. */
export const toolName = (screen: AiScreen): string => t(`ai.tool.${screen}` as CatalogueKey);

export const generate = (tool: 'generate-ideas' | 'generate-portfolio' | 'create-profile', prompt: string) =>
  api<AiGeneration>(`/ai/${tool}`, { method: 'POST', body: { prompt } });

export const findResources = (need: string) =>
  api<FoundResources>('/ai/find-resources', { method: 'POST', body: { need } });

/** What a failed call says: the refusals the person can act on in their language, the rest generically. */
export function aiFailure(caught: unknown): string {
  if (!(caught instanceof ApiError)) return t('errors.generic');
  if (caught.status === 422) return t('ai.inputInvalid');
  if (caught.code === 'aiToolsNotOffered') return t('ai.notOffered');
  if (caught.code === 'aiProviderFailed') return t('ai.providerFailed');
  return caught.message || t('errors.generic');
}
