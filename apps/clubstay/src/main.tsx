import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/700.css';
import '@fontsource/dm-serif-display/400.css';
import { createBrandApp } from '@clubstay/app-shell/create-brand-app';
import { settings } from './brand.ts';
import { themeClass } from './theme.css.ts';

const root = document.getElementById('root');
if (root) createBrandApp({ settings, themeClass, buildVersion: __BUILD_VERSION__ }).mount(root);
