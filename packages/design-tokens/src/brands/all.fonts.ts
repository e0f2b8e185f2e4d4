// Written by tooling/scripts/src/new-brand.mjs: every brand's fonts, for Storybook's brand switcher.
import './belo.fonts.ts';
import './bit2me.fonts.ts';
import './bitrefill.fonts.ts';
import './bitunix.fonts.ts';
import './brands-for-employees.fonts.ts';
import './clubstay.fonts.ts';
import './coca.fonts.ts';
import './coded-estate.fonts.ts';
import './crypto-club.fonts.ts';
import './entravel.fonts.ts';
import './etherfi.fonts.ts';
import './vivid.fonts.ts';
import './wirex.fonts.ts';
import './xportal.fonts.ts';
