import { BRANDS, type BrandId } from '@clubstay/contract/brands';
import { pickLanguage, type UiLanguage } from '@clubstay/contract/locales';
import { mailBrand, type MailBrand } from './brand-look.ts';
import type { MailKind, MailMessage } from './mailer.ts';
import { MAIL_MESSAGES, type MessageTree } from './messages.ts';
import { escapeHtml } from '#html.ts';

/**
 * One way for every e-mail: a template (per feature, next to the code that sends it) builds a
 * `MailContent` from a `MailContext` (language, brand, translate and format functions); `composeMail`
 * renders it into the message the Mailer sends: subject, a text part and an HTML part in the brand's
 * name and colours, in the reader's language, with the brand's support address as Reply-To. Every
 * string a template passes is plain text: the HTML part escapes all of it (hotel names, guest names,
 * messages), so a template never writes HTML.
 *
 * A new e-mail: (1) add its kind to `MailKind` (mailer.ts); (2) add a namespace with its texts to
 * each of the 15 files `translations/{code}.json` (real translations; `mails.test.ts` fails on a
 * missing key, a changed placeholder or a text left in English); (3) write its template next to the
 * code that sends it, `(input) => (context) => MailContent`, using `t('namespace.key', values)`,
 * `date`, `money`, the shared `booking.*` labels and, for anything counted, the web's counted words
 * (`t('COUNT.NIGHTS', { count })`: "1 night", "3 nights", each language's own plural forms);
 * (4) send it with `mailer.send(composeMail({ whiteLabel, kind, to, language }, template(input)))`, where `language`
 * is the request's Accept-Language or, for anything about a booking, the booking's `locale`; (5) add
 * it to TEMPLATES in `mails.test.ts`, with one assertion in a language other than English.
 */
export type MailBlock =
  /** A paragraph; `link` follows the text (its label, or the address itself). */
  | { type: 'paragraph'; text: string; link?: { url: string; label?: string } }
  /** Label and value rows (booking details). */
  | { type: 'details'; rows: readonly (readonly [label: string, value: string])[] }
  /** The e-mail's main action. */
  | { type: 'button'; label: string; url: string }
  /** A code to type (confirmation code), shown large. */
  | { type: 'code'; text: string }
  /** Someone's own words quoted back (the contact form's message). */
  | { type: 'quote'; text: string };

export interface MailContent {
  subject: string;
  heading: string;
  blocks: readonly MailBlock[];
}

export type Translate = (key: string, values?: Readonly<Record<string, string | number>>) => string;

export interface MailContext {
  language: UiLanguage;
  brand: MailBrand;
  /**
   * The text of a key of the mail translations (`passwordReset.subject`), `{{name}}` filled in; with
   * a numeric `count`, the language's plural form of a counted word (`t('COUNT.NIGHTS', { count: 3 })`
   * "3 nights", Russian "3 ночи", "5 ночей").
   */
  t: Translate;
  /** A calendar day (`2026-12-28`, or a date at UTC midnight) in the reader's language. */
  date: (value: Date | string) => string;
  /** An instant, to the minute, in GMT, in the reader's language. */
  dateTimeGmt: (value: Date | string) => string;
  /** An amount with its currency in the reader's language. */
  money: (amount: number | string, currency?: string) => string;
}

/**
 * The language of an e-mail: the wanted one (the call's Accept-Language, or the language kept on a
 * booking) among the brand's languages; the brand's first language otherwise.
 */
function mailLanguage(whiteLabel: BrandId, wanted: string | undefined | null): UiLanguage {
  return pickLanguage(wanted ?? undefined, BRANDS[whiteLabel].languages);
}

function lookup(tree: MessageTree, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The key holding the form of a counted word for `count` in `language`, as i18next's JSON v4 plural
 * keys (the web's `COUNT.NIGHTS_one`, `_few`, `_many`, `_other`): the key with the suffix of
 * `Intl.PluralRules(language).select(count)` when the messages have it, `_other` otherwise.
 */
export function pluralKey(
  messages: MessageTree,
  language: string,
  key: string,
  count: number,
): string | undefined {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return [`${key}_${rules.select(count)}`, `${key}_other`].find((k) => lookup(messages, k) !== undefined);
}

function translator(language: UiLanguage): Translate {
  const messages = MAIL_MESSAGES[language];
  const find = (tree: MessageTree, lang: string, key: string, count: unknown) => {
    const plural = typeof count === 'number' ? pluralKey(tree, lang, key, count) : undefined;
    return lookup(tree, plural ?? key);
  };
  return (key, values = {}) => {
    const text =
      find(messages, language, key, values.count) ?? find(MAIL_MESSAGES.en, 'en', key, values.count);
    if (text === undefined) throw new Error(`Missing mail translation "${key}"`);
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  };
}

const dayOf = (value: Date | string) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(`${value}T00:00:00Z`)
    : new Date(value);

function mailContext(whiteLabel: BrandId, wanted: string | undefined | null): MailContext {
  const language = mailLanguage(whiteLabel, wanted);
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
  const dateTimeFormat = new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return {
    language,
    brand: mailBrand(whiteLabel),
    t: translator(language),
    date: (value) => dateFormat.format(dayOf(value)),
    dateTimeGmt: (value) => dateTimeFormat.format(new Date(value)),
    money: (amount, currency = 'EUR') =>
      new Intl.NumberFormat(language, { style: 'currency', currency }).format(Number(amount)),
  };
}

/** Only http(s) addresses become links; anything else is shown as text. */
const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : null);

/** Escaped text with line breaks kept. */
const html = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

function renderHtml(context: MailContext, content: MailContent): string {
  const { brand, t } = context;
  const c = brand.color;
  const font = escapeHtml(brand.font);
  const link = (url: string, label: string) => {
    const href = safeUrl(url);
    return href
      ? `<a href="${escapeHtml(href)}" style="color:${c.primary};text-decoration:underline">${html(label)}</a>`
      : html(label);
  };
  const blocks = content.blocks
    .map((block) => {
      switch (block.type) {
        case 'paragraph':
          return `<p style="margin:0 0 16px">${html(block.text)}${
            block.link ? ` ${link(block.link.url, block.link.label ?? block.link.url)}` : ''
          }</p>`;
        case 'details':
          return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:0 0 16px">${block.rows
            .map(
              ([label, value]) =>
                `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 12px 6px 0;border-bottom:1px solid ${c.border};color:${c.textMuted};font-weight:normal;white-space:nowrap">${html(label)}</th><td style="padding:6px 0;border-bottom:1px solid ${c.border}">${html(value)}</td></tr>`,
            )
            .join('')}</table>`;
        case 'button': {
          const href = safeUrl(block.url);
          if (!href) return `<p style="margin:0 0 16px">${html(block.label)}</p>`;
          return `<p style="margin:8px 0 24px"><a href="${escapeHtml(href)}" style="display:inline-block;background:${c.primary};color:${c.primaryText};padding:12px 24px;border-radius:6px;text-decoration:none;font-weight:bold">${html(block.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:${c.textMuted}">${html(t('layout.linkFallback'))}<br>${link(href, href)}</p>`;
        }
        case 'code':
          return `<p style="margin:8px 0 24px;font-size:32px;letter-spacing:6px;font-weight:bold;color:${c.text}">${html(block.text)}</p>`;
        case 'quote':
          return `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid ${c.primary};background:${c.surfaceAlt}">${html(block.text)}</blockquote>`;
      }
      return '';
    })
    .join('\n');
  const support = brand.supportEmail;
  const supportLink = `<a href="mailto:${escapeHtml(support)}" style="color:${c.primary}">${escapeHtml(support)}</a>`;
  const help = escapeHtml(t('layout.help', { support: '\u0000' })).replace('\u0000', supportLink);
  return `<!doctype html>
<html lang="${context.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${c.surfaceAlt};color:${c.text};font-family:${font};font-size:16px;line-height:1.5">
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;background:${c.surfaceAlt}"><tr><td style="padding:24px 12px">
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;margin:0 auto;background:${c.surface};border:1px solid ${c.border};border-radius:8px;overflow:hidden">
<tr><td style="background:${c.primary};color:${c.primaryText};padding:20px 24px;font-size:22px;font-weight:bold">${html(brand.name)}</td></tr>
<tr><td style="padding:24px;color:${c.text}">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${c.text}">${html(content.heading)}</h1>
${blocks}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${c.border};font-size:13px;color:${c.textMuted}">${help}<br>${html(t('layout.sentBy', { brand: brand.name }))}</td></tr>
</table></td></tr></table>
</body></html>
`;
}

function renderText(context: MailContext, content: MailContent): string {
  const { brand, t } = context;
  // "Label: value" with the language's own colon (French " : ", Chinese and Japanese "：").
  const colon = t('layout.colon');
  const parts = [content.heading, ''];
  for (const block of content.blocks) {
    switch (block.type) {
      case 'paragraph':
        parts.push(block.link ? `${block.text} ${block.link.url}` : block.text, '');
        break;
      case 'details':
        parts.push(...block.rows.map(([label, value]) => `${label}${colon}${value}`), '');
        break;
      case 'button':
        parts.push(`${block.label}${colon}${block.url}`, '');
        break;
      case 'code':
        parts.push(block.text, '');
        break;
      case 'quote':
        parts.push(...block.text.split(/\r?\n/).map((line) => `> ${line}`), '');
        break;
    }
  }
  parts.push(
    '--',
    t('layout.help', { support: brand.supportEmail }),
    t('layout.sentBy', { brand: brand.name }),
  );
  return parts.join('\n');
}

/** The subject and the two parts of an e-mail, in the context's language and brand. */
function renderMail(
  context: MailContext,
  content: MailContent,
): { subject: string; text: string; html: string } {
  return {
    // A subject is one line, whatever a name in it holds.
    subject: content.subject.replace(/[\r\n]+/g, ' '),
    text: renderText(context, content),
    html: renderHtml(context, content),
  };
}

/**
 * A complete message for `Mailer.send`: the template's content rendered in the language wanted
 * (the call's Accept-Language or the booking's language, narrowed to the brand's languages), with
 * the brand's support address as Reply-To.
 */
export function composeMail(
  message: { whiteLabel: BrandId; kind: MailKind; to: string; language: string | undefined | null },
  template: (context: MailContext) => MailContent,
): MailMessage {
  const context = mailContext(message.whiteLabel, message.language);
  const rendered = renderMail(context, template(context));
  return {
    whiteLabel: message.whiteLabel,
    kind: message.kind,
    to: message.to,
    language: context.language,
    replyTo: context.brand.supportEmail,
    ...rendered,
  };
}
