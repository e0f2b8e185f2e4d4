import type { Readable } from 'node:stream';
import type { BrandSettings } from '@clubstay/contract/brands';
import type { LoadMessagePart } from '@clubstay/i18n/i18n';

// The renderer's request and answer, apart from the renderer itself: the API types its calls with
// these (`@clubstay/app-shell/server-types`) without compiling the front end.

/** One page request, as the API hands it to the renderer. */
export interface PageRequest {
  settings: BrandSettings;
  /** The brand's theme class (`brand-<id>`, fixed by the Vite preset). */
  themeClass: string;
  buildVersion: string;
  /** The absolute address of the page (`http://wirex.localhost:3000/search?…`). */
  url: string;
  /** The request's Cookie header. */
  cookies: string;
  /** The API in process: a fetch whose requests Fastify's `inject` answers (never the network). */
  fetch: typeof fetch;
  /** One part of a language's translations, from the API in process. */
  loadMessagePart: LoadMessagePart;
  /** Today on the server, yyyy-MM-dd. */
  day: string;
}

/** A cookie the page's answer sets (the guest token the server validated) or removes (value null). */
export interface CookieChange {
  name: string;
  value: string | null;
}

export type PageResult =
  | { kind: 'redirect'; status: number; location: string; cookies: CookieChange[] }
  | {
      kind: 'page';
      /** 200, 404 (no such page), 503 (maintenance) or 500 (the error screen). */
      status: number;
      cookies: CookieChange[];
      /** The `lang` of the document. */
      language: string;
      /** The matched routes' ids, whose screen chunks the head preloads. */
      routeIds: string[];
      /** One visitor's own page (a checkout, a booking): never kept in a shared cache, cookie or not. */
      personal: boolean;
      /** The page's largest photo at first paint (its LCP), which the head preloads first. */
      images: string[];
      /** The boot state script (JSON, escaped for a script element). */
      bootScript: string;
      /** Starts React's stream; `onShellReady` hands the HTML stream of the root element. */
      stream(handlers: {
        onShellReady: (html: Readable) => void;
        onShellError: (error: unknown) => void;
      }): void;
    };
