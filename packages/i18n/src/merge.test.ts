import { describe, expect, it } from 'vitest';
import { languageOfPath, mergeMessages } from './merge.ts';

describe('mergeMessages', () => {
  it('joins the top-level keys of the shell file and the feature files', () => {
    expect(
      mergeMessages([
        { source: 'en.json', messages: { HEADER: { MENU: 'Menu' } } },
        { source: 'hotel/en.json', messages: { HOTEL: { ROOMS: 'Rooms' } } },
      ]),
    ).toEqual({ HEADER: { MENU: 'Menu' }, HOTEL: { ROOMS: 'Rooms' } });
  });

  it('throws when two files define the same top-level key', () => {
    expect(() =>
      mergeMessages([
        { source: 'en.json', messages: { HOTEL: {} } },
        { source: 'hotel/en.json', messages: { HOTEL: {} } },
      ]),
    ).toThrow(/"HOTEL" is defined by both en.json and hotel\/en.json/);
  });
});

describe('languageOfPath', () => {
  it('reads the code from shell and feature paths', () => {
    expect(languageOfPath('../translations/zh-CN.json')).toBe('zh-CN');
    expect(languageOfPath('../translations/hotel/en-GB.json')).toBe('en-GB');
  });
});
