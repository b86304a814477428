import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import type { RaThemeOptions } from 'react-admin';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { MIRRORED } from './mirrored.js';

// The page's direction is set before the first render (i18nProvider) and changes only with a reload.
const rightToLeft = () => document.documentElement.dir === 'rtl';

/** MUI's styles flipped for right-to-left pages (margins, paddings, positions, text alignment). */
const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

/** The theme in the page's direction: right to left mirrors the layout and our arrows. */
export function directed(theme: RaThemeOptions): RaThemeOptions {
  if (!rightToLeft()) return { ...theme, direction: 'ltr' };
  return {
    ...theme,
    direction: 'rtl',
    components: {
      ...theme.components,
      MuiSvgIcon: { styleOverrides: { root: { [`&.${MIRRORED}`]: { transform: 'scaleX(-1)' } } } },
    },
  };
}

/** Right-to-left pages get the flipping style cache; others keep emotion's default. */
export const DirectionProvider = ({ children }: { children: ReactNode }) =>
  rightToLeft() ? <CacheProvider value={rtlCache}>{children}</CacheProvider> : children;
