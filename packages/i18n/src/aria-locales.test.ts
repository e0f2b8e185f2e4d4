import { describe, expect, it } from 'vitest';
import { UI_LOCALES } from '@clubstay/vite-preset';
import { UI_LANGUAGES } from '@clubstay/contract/locales';

describe('the brand builds’ react-aria locales', () => {
  it('are the UI languages, so every language keeps react-aria’s own words', () => {
    expect(UI_LOCALES).toEqual([...UI_LANGUAGES]);
  });
});
