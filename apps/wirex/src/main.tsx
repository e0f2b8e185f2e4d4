import '@clubstay/design-tokens/brands/wirex/fonts';
import { createBrandApp } from '@clubstay/app-shell/create-brand-app';
import { settings } from './brand.ts';
import { themeClass } from './theme.css.ts';

const root = document.getElementById('root');
if (root) createBrandApp({ settings, themeClass, buildVersion: __BUILD_VERSION__ }).mount(root);
