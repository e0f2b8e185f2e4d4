import '@clubstay/design-tokens/global';
import '../src/brand-fonts.ts';
import '../src/preview-body.css.ts';
import type { Decorator, Preview } from '@storybook/react-vite';
import { type ReactNode, useEffect } from 'react';
import { I18nProvider } from 'react-aria-components';
import { BRANDS } from '@clubstay/contract/brands';
import { LANGUAGE_LABELS, UI_LANGUAGES } from '@clubstay/contract/locales';
import { loadFeature, withFeature } from '../src/feature-frame.tsx';
import { brandThemes } from '../src/themes.css.ts';

const brandIds = Object.keys(brandThemes);

// The e2e suite (tooling/e2e/src/storybook.e2e.ts) re-checks each rendered story's contrast in other
// brands by swapping these classes on <body>, instead of reloading the story once per brand.
(window as unknown as { __brandThemes?: Record<string, string> }).__brandThemes = brandThemes;

/** Puts the chosen brand's theme class on <body> (as the apps do) and the locale on <html> and react-aria. */
function BrandFrame({ brand, locale, children }: { brand: string; locale: string; children: ReactNode }) {
  const theme = brandThemes[brand] ?? brandThemes.clubstay ?? '';
  useEffect(() => {
    document.body.classList.add(theme);
    document.documentElement.lang = locale;
    return () => document.body.classList.remove(theme);
  }, [theme, locale]);
  return <I18nProvider locale={locale}>{children}</I18nProvider>;
}

const withBrandAndLocale: Decorator = (Story, context) => (
  <BrandFrame
    brand={String(context.globals.brand ?? 'clubstay')}
    locale={String(context.globals.locale ?? 'en')}
  >
    <Story />
  </BrandFrame>
);

/** The toolbar's viewports: a phone (390 px wide, the width the apps are designed for) and a desktop. */
const VIEWPORTS = {
  phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop: { name: 'Desktop (1366 px)', styles: { width: '1366px', height: '900px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  // Feature screens' stories (parameters.feature) get their messages and a router first, then render
  // inside the brand and locale frame.
  loaders: [loadFeature],
  decorators: [withFeature, withBrandAndLocale],
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brandIds.map((id) => ({
          value: id,
          title: BRANDS[id as keyof typeof BRANDS]?.displayName ?? id,
        })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Locale',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: UI_LANGUAGES.map((code) => ({ value: code, title: `${LANGUAGE_LABELS[code]} (${code})` })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'clubstay', locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    viewport: { options: VIEWPORTS },
  },
};
export default preview;
