// Written by tooling/scripts/src/new-brand.mjs: every brand's tokens, for tools that show all brands
// (Storybook). A brand app imports only its own `brands/<id>` module.
import type { BrandTokens } from '#tokens.ts';
import { tokens as belo } from './belo.ts';
import { tokens as bit2me } from './bit2me.ts';
import { tokens as bitrefill } from './bitrefill.ts';
import { tokens as bitunix } from './bitunix.ts';
import { tokens as brandsForEmployees } from './brands-for-employees.ts';
import { tokens as clubstay } from './clubstay.ts';
import { tokens as coca } from './coca.ts';
import { tokens as codedEstate } from './coded-estate.ts';
import { tokens as cryptoClub } from './crypto-club.ts';
import { tokens as entravel } from './entravel.ts';
import { tokens as etherfi } from './etherfi.ts';
import { tokens as vivid } from './vivid.ts';
import { tokens as wirex } from './wirex.ts';
import { tokens as xportal } from './xportal.ts';

export const brandTokens: Readonly<Record<string, BrandTokens>> = {
  belo: belo,
  bit2me: bit2me,
  bitrefill: bitrefill,
  bitunix: bitunix,
  'brands-for-employees': brandsForEmployees,
  clubstay: clubstay,
  coca: coca,
  'coded-estate': codedEstate,
  'crypto-club': cryptoClub,
  entravel: entravel,
  etherfi: etherfi,
  vivid: vivid,
  wirex: wirex,
  xportal: xportal,
};
