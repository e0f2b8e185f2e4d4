import type { UiLanguage } from '@clubstay/contract/locales';
import checkout_en from '@clubstay/i18n/translations/checkout/en.json';
import checkout_enGB from '@clubstay/i18n/translations/checkout/en-GB.json';
import checkout_es from '@clubstay/i18n/translations/checkout/es.json';
import checkout_ru from '@clubstay/i18n/translations/checkout/ru.json';
import checkout_pt from '@clubstay/i18n/translations/checkout/pt.json';
import checkout_ja from '@clubstay/i18n/translations/checkout/ja.json';
import checkout_nb from '@clubstay/i18n/translations/checkout/nb.json';
import checkout_da from '@clubstay/i18n/translations/checkout/da.json';
import checkout_fi from '@clubstay/i18n/translations/checkout/fi.json';
import checkout_it from '@clubstay/i18n/translations/checkout/it.json';
import checkout_fr from '@clubstay/i18n/translations/checkout/fr.json';
import checkout_de from '@clubstay/i18n/translations/checkout/de.json';
import checkout_nl from '@clubstay/i18n/translations/checkout/nl.json';
import checkout_sv from '@clubstay/i18n/translations/checkout/sv.json';
import checkout_zhCN from '@clubstay/i18n/translations/checkout/zh-CN.json';
import common_en from '@clubstay/i18n/translations/en.json';
import common_enGB from '@clubstay/i18n/translations/en-GB.json';
import common_es from '@clubstay/i18n/translations/es.json';
import common_ru from '@clubstay/i18n/translations/ru.json';
import common_pt from '@clubstay/i18n/translations/pt.json';
import common_ja from '@clubstay/i18n/translations/ja.json';
import common_nb from '@clubstay/i18n/translations/nb.json';
import common_da from '@clubstay/i18n/translations/da.json';
import common_fi from '@clubstay/i18n/translations/fi.json';
import common_it from '@clubstay/i18n/translations/it.json';
import common_fr from '@clubstay/i18n/translations/fr.json';
import common_de from '@clubstay/i18n/translations/de.json';
import common_nl from '@clubstay/i18n/translations/nl.json';
import common_sv from '@clubstay/i18n/translations/sv.json';
import common_zhCN from '@clubstay/i18n/translations/zh-CN.json';
import mail_en from './translations/en.json';
import mail_enGB from './translations/en-GB.json';
import mail_es from './translations/es.json';
import mail_ru from './translations/ru.json';
import mail_pt from './translations/pt.json';
import mail_ja from './translations/ja.json';
import mail_nb from './translations/nb.json';
import mail_da from './translations/da.json';
import mail_fi from './translations/fi.json';
import mail_it from './translations/it.json';
import mail_fr from './translations/fr.json';
import mail_de from './translations/de.json';
import mail_nl from './translations/nl.json';
import mail_sv from './translations/sv.json';
import mail_zhCN from './translations/zh-CN.json';

export type MessageTree = { readonly [key: string]: string | MessageTree };

/**
 * The e-mail texts of the 15 UI languages: `./translations/{code}.json` (one namespace per e-mail
 * kind, plus `layout` and `booking`), and, under `CHECKOUT_PAGE`, the checkout feature's own words
 * (meal plans, bed preferences, the guests line), and, under `COUNT`, the web's counted words
 * (`COUNT.NIGHTS_one` "1 night", `_few`/`_many`/`_other`…, i18next JSON v4 plural keys), so an e-mail
 * says them as the page does. `t('COUNT.NIGHTS', { count })` picks the form (see `pluralKey`).
 */
export const MAIL_MESSAGES: Record<UiLanguage, MessageTree> = {
  en: { ...mail_en, CHECKOUT_PAGE: checkout_en.CHECKOUT_PAGE, COUNT: common_en.COUNT },
  'en-GB': { ...mail_enGB, CHECKOUT_PAGE: checkout_enGB.CHECKOUT_PAGE, COUNT: common_enGB.COUNT },
  es: { ...mail_es, CHECKOUT_PAGE: checkout_es.CHECKOUT_PAGE, COUNT: common_es.COUNT },
  ru: { ...mail_ru, CHECKOUT_PAGE: checkout_ru.CHECKOUT_PAGE, COUNT: common_ru.COUNT },
  pt: { ...mail_pt, CHECKOUT_PAGE: checkout_pt.CHECKOUT_PAGE, COUNT: common_pt.COUNT },
  ja: { ...mail_ja, CHECKOUT_PAGE: checkout_ja.CHECKOUT_PAGE, COUNT: common_ja.COUNT },
  nb: { ...mail_nb, CHECKOUT_PAGE: checkout_nb.CHECKOUT_PAGE, COUNT: common_nb.COUNT },
  da: { ...mail_da, CHECKOUT_PAGE: checkout_da.CHECKOUT_PAGE, COUNT: common_da.COUNT },
  fi: { ...mail_fi, CHECKOUT_PAGE: checkout_fi.CHECKOUT_PAGE, COUNT: common_fi.COUNT },
  it: { ...mail_it, CHECKOUT_PAGE: checkout_it.CHECKOUT_PAGE, COUNT: common_it.COUNT },
  fr: { ...mail_fr, CHECKOUT_PAGE: checkout_fr.CHECKOUT_PAGE, COUNT: common_fr.COUNT },
  de: { ...mail_de, CHECKOUT_PAGE: checkout_de.CHECKOUT_PAGE, COUNT: common_de.COUNT },
  nl: { ...mail_nl, CHECKOUT_PAGE: checkout_nl.CHECKOUT_PAGE, COUNT: common_nl.COUNT },
  sv: { ...mail_sv, CHECKOUT_PAGE: checkout_sv.CHECKOUT_PAGE, COUNT: common_sv.COUNT },
  'zh-CN': { ...mail_zhCN, CHECKOUT_PAGE: checkout_zhCN.CHECKOUT_PAGE, COUNT: common_zhCN.COUNT },
};
