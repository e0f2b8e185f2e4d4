import { z } from 'zod';
import { BRAND_IDS } from './brands.ts';
import { UI_LANGUAGES } from './locales.ts';
import { SCORE_CATEGORIES } from './config-rules.ts';

export * from './config-rules.ts';

const accessRuleSchema = z.union([z.literal('never'), z.array(z.enum(['none', 'guest', 'member']))]);

/** The brand as the apps see it: the matrix of shared/brands.md for this white-label. */
export const whiteLabelSchema = z.object({
  id: z.enum(BRAND_IDS),
  displayName: z.string(),
  languages: z.array(z.enum(UI_LANGUAGES)).min(1),
  currency: z.object({ mode: z.enum(['free', 'forced']), code: z.string().length(3) }),
  access: z.record(z.string(), accessRuleSchema),
  initialAccessGuest: z.boolean(),
  shell: z.record(z.string(), z.union([z.boolean(), z.string(), z.null(), z.array(z.string())])),
  partnerSiteUrl: z.string(),
});

export const facilitySchema = z.object({
  id: z.number().int(),
  groupId: z.number().int().min(1).max(14),
  filterable: z.boolean(),
  name: z.string(),
});
export const facilityGroupSchema = z.object({
  id: z.number().int().min(1).max(14),
  name: z.string(),
  icon: z.string(),
});
export const propertyTypeSchema = z.object({ id: z.number().int().min(1).max(27), name: z.string() });
export const suitableTypeSchema = z.object({ id: z.number().int(), name: z.string() });
export const hotFilterSchema = z.object({
  id: z.string(),
  name: z.string(),
  aliases: z.record(z.string(), z.array(z.string())),
  aliasType: z.enum(['include', 'set']),
});
export const countrySchema = z.object({
  code: z.string().length(2),
  name: z.string(),
  dialCode: z.string(),
});

/** GET /config (spec 1 §3 "Config (settings) response"). */
export const configResponseSchema = z.object({
  defaultSettings: z.record(
    z.string(),
    z.object({ language: z.enum(UI_LANGUAGES), defaultCurrency: z.string().length(3) }),
  ),
  locales: z.record(z.string(), z.string()),
  currencies: z.record(z.string(), z.number().positive()),
  countries: z.array(countrySchema),
  facilities: z.array(facilitySchema),
  hotelFacilityGroups: z.array(facilityGroupSchema),
  propertyTypes: z.array(propertyTypeSchema),
  suitableTypes: z.array(suitableTypeSchema),
  hotelScoreCategoryOrder: z.array(z.enum(SCORE_CATEGORIES)),
  hotFilters: z.array(hotFilterSchema),
  featureToggles: z.object({
    ShowAffiliateDashboard: z.boolean(),
    ShowLoyaltyProgram: z.boolean(),
    ShowByBit: z.boolean(),
  }),
  whiteLabel: whiteLabelSchema,
});
export type ConfigResponse = z.infer<typeof configResponseSchema>;
