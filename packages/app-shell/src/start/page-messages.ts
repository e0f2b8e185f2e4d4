import type { i18n as I18n } from 'i18next';
import { isMessagePart, type MessagePartName } from '@clubstay/contract/locales';
import { ensureMessageParts } from '@clubstay/i18n/i18n';

/**
 * The page's i18next instance, in the browser. The server's renders each have their own, whose
 * parts are settled from the route before rendering (server/render.tsx), so it is never kept there.
 */
let pageI18n: I18n | null = null;

export function keepPageI18n(instance: I18n): void {
  if (typeof window !== 'undefined') pageI18n = instance;
}

/**
 * A screen's module loader that also brings its feature's words (contract `MESSAGE_PARTS`): the page
 * carries only the shell's part and its own route's, so the hotel page's chunk brings the hotel's
 * words when the traveller first goes there from the results. Both load at once; the screen renders
 * when both are in.
 */
export function withWords<T>(part: MessagePartName, load: () => Promise<T>): () => Promise<T> {
  return () => {
    const i18n = pageI18n;
    if (!i18n) return load();
    return Promise.all([load(), ensureMessageParts(i18n, [part])]).then(([module]) => module);
  };
}

/**
 * The message parts a page of these routes renders with: the shell's, and the part of each feature
 * whose screen modules the routes load (`sources`, paths from the repository root such as
 * `packages/hotel/src/…`).
 */
export function messagePartsOf(sources: readonly string[]): MessagePartName[] {
  const parts = new Set<MessagePartName>(['shell']);
  for (const source of sources) {
    const feature = /^packages\/([^/]+)\//.exec(source)?.[1];
    if (isMessagePart(feature)) parts.add(feature);
  }
  return [...parts];
}
