import { describe, expect, it } from 'vitest';
import { newTabProps, readWebviewFlag, WEBVIEW_FLAG_KEY } from './webview.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}
const read = (query: string, storage: ReturnType<typeof memoryStorage>) =>
  readWebviewFlag(new URLSearchParams(query), storage);

describe('the webview flag (spec 1 §9)', () => {
  it('is off until an address turns it on, then kept in local storage', () => {
    const storage = memoryStorage();
    expect(read('', storage)).toBe(false);
    expect(read('?webview=1', storage)).toBe(true);
    expect(storage.values.get(WEBVIEW_FLAG_KEY)).toBe('true');
    // Later pages and reloads carry no parameter: the flag holds.
    expect(read('?q=Paris', storage)).toBe(true);
    expect(read('', storage)).toBe(true);
  });

  it('takes true and 0/false as well, and ignores any other value', () => {
    const storage = memoryStorage();
    expect(read('?webview=TRUE', storage)).toBe(true);
    expect(read('?webview=maybe', storage)).toBe(true);
    expect(read('?webview=', storage)).toBe(true);
    expect(read('?webview=0', storage)).toBe(false);
    expect(storage.values.has(WEBVIEW_FLAG_KEY)).toBe(false);
    expect(read('?webview=yes', storage)).toBe(false);
    expect(read('?webview=true', storage)).toBe(true);
    expect(read('?webview=false', storage)).toBe(false);
  });

  it('lasts for the page when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readWebviewFlag(new URLSearchParams('?webview=1'), blocked)).toBe(true);
    expect(readWebviewFlag(new URLSearchParams(''), blocked)).toBe(false);
  });

  it('opens new-tab links in the same view inside a webview', () => {
    expect(newTabProps(false)).toEqual({ target: '_blank', rel: 'noopener' });
    expect(newTabProps(false, true)).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
    expect(newTabProps(true)).toEqual({});
    expect(newTabProps(true, true)).toEqual({ rel: 'noopener noreferrer' });
  });
});
