import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFavorites } from '@clubstay/api-client/favorites';
import { type HeartPress, pressHeart } from './favorite-heart.ts';

const press = (overrides: Partial<HeartPress>) => {
  const api = { add: vi.fn(() => Promise.resolve()), remove: vi.fn(() => Promise.resolve()) };
  const signIn = vi.fn();
  pressHeart({ level: 'member', hotelId: 7, isFavorite: false, api, signIn, ...overrides });
  return { api, signIn };
};

afterEach(() => useFavorites.setState({ marked: {}, inFlight: {} }));

describe("a hotel's heart", () => {
  it('asks a guest or a visitor to sign in, and saves nothing', () => {
    for (const level of ['guest', 'none'] as const) {
      const { api, signIn } = press({ level });
      expect(signIn).toHaveBeenCalledOnce();
      expect(api.add).not.toHaveBeenCalled();
    }
    expect(useFavorites.getState().marked).toEqual({});
  });

  it("saves a member's favourite at once and removes it on the next press", async () => {
    const saving = press({});
    expect(saving.api.add).toHaveBeenCalledWith(7);
    expect(useFavorites.getState().marked[7]).toBe(true);
    await vi.waitFor(() => expect(useFavorites.getState().inFlight[7]).toBeUndefined());
    const removing = press({ isFavorite: true });
    expect(removing.api.remove).toHaveBeenCalledWith(7);
    expect(useFavorites.getState().marked[7]).toBe(false);
    expect(saving.signIn).not.toHaveBeenCalled();
  });
});
