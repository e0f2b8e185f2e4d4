/**
 * Translations live in one file per language for the shell (`translations/{code}.json`) and one per
 * language for each feature that owns its words (`translations/{feature}/{code}.json`), so features
 * can grow their messages without touching each other's files. The API serves one merged object per
 * language; a top-level key defined by two files is a mistake and throws.
 */
export type MessageTree = Record<string, unknown>;

export interface MessagePart {
  /** Where the part came from, for the collision message (a file path). */
  source: string;
  messages: MessageTree;
}

export function mergeMessages(parts: readonly MessagePart[]): MessageTree {
  const merged: MessageTree = {};
  const owner = new Map<string, string>();
  for (const { source, messages } of parts) {
    for (const [key, value] of Object.entries(messages)) {
      const previous = owner.get(key);
      if (previous !== undefined) {
        throw new Error(`Translation key "${key}" is defined by both ${previous} and ${source}`);
      }
      owner.set(key, source);
      merged[key] = value;
    }
  }
  return merged;
}

/** The language code of a translation file path: `…/de.json` and `…/hotel/de.json` → `de`. */
export function languageOfPath(filePath: string): string {
  return filePath.replace(/^.*\/([^/]+)\.json$/, '$1');
}
