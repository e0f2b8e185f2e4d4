import { describe, expect, it, vi } from 'vitest';
import type { ConfigResponse } from '@clubstay/contract/config';
import { useSettings } from '@clubstay/i18n/settings';
import { keepCountriesLoader, leaveCountriesOut, messagePartsOf, withCountries } from './page-messages.ts';

const spain = {
  code: 'ES',
  name: 'Spain',
  phoneCode: '+34',
} as unknown as ConfigResponse['countries'][number];

describe('messagePartsOf', () => {
  it('is the shell’s part, the part of each feature with words of its own, and the information pages’', () => {
    expect(
      messagePartsOf([
        'packages/hotel/src/screen/hotel-screen.tsx',
        'packages/search/src/form/compact-panel.tsx',
        'packages/app-shell/src/pages/info-pages.tsx',
      ]),
    ).toEqual(['shell', 'hotel', 'info']);
  });
});

describe('withCountries: the checkout’s chunk brings the country list the page left out', () => {
  it('fetches it once, into the settings’ config, before the screen renders', async () => {
    const config = { countries: [spain], currencies: {} } as unknown as ConfigResponse;
    useSettings.setState({ config: leaveCountriesOut(config) });
    const fetchList = vi.fn(async () => [spain]);
    keepCountriesLoader(fetchList);
    const load = withCountries(async () => 'screen');
    expect(await Promise.all([load(), load()])).toEqual(['screen', 'screen']);
    expect(useSettings.getState().config?.countries).toEqual([spain]);
    await load();
    expect(fetchList).toHaveBeenCalledTimes(1);
  });

  it('a failed fetch leaves the screen loading, and is tried again on the next visit', async () => {
    useSettings.setState({ config: leaveCountriesOut({ countries: [] } as unknown as ConfigResponse) });
    const fetchList = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([spain]);
    keepCountriesLoader(fetchList);
    const load = withCountries(async () => 'screen');
    expect(await load()).toBe('screen');
    expect(useSettings.getState().config?.countries).toEqual([]);
    expect(await load()).toBe('screen');
    expect(useSettings.getState().config?.countries).toEqual([spain]);
    expect(fetchList).toHaveBeenCalledTimes(2);
  });
});
