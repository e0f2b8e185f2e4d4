import { Button, type ButtonProps } from '@clubstay/ui/button';
import { useFavoriteHeart } from './favorite-heart.ts';

export interface FavoriteHeartProps {
  hotelId: number;
  /** The answer's own flag, until this client knows better. */
  known?: boolean;
  /** The button's name for the state it is in (what a press does), with the hotel's name. */
  label: (isFavorite: boolean) => string;
  variant?: ButtonProps['variant'];
  className?: string;
}

/**
 * A hotel's heart, one control for the results and the hotel page (spec 1 §4 "Favourites", spec 2
 * §4): pressed when the hotel is a favourite, busy while a change is in flight.
 */
export function FavoriteHeart({ hotelId, known, label, variant = 'ghost', className }: FavoriteHeartProps) {
  const { isFavorite, busy, press } = useFavoriteHeart(hotelId, known);
  return (
    <Button
      variant={variant}
      size="small"
      className={className}
      aria-pressed={isFavorite}
      aria-busy={busy}
      aria-label={label(isFavorite)}
      onPress={press}
    >
      <span aria-hidden>{isFavorite ? '♥' : '♡'}</span>
    </Button>
  );
}
