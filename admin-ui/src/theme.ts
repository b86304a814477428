import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's default theme with the product's colours. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#1f5fa8' }, secondary: { main: '#0d3b66' } },
};
