import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Gallery } from '@clubstay/ui/gallery';
import { cx } from '../cx.ts';
import { photo, photoMain, photos, photosLarge, photosMedium, photosSmall } from './results.css.ts';

export type PhotoLayout = 'small' | 'medium' | 'large';

const COUNT: Record<PhotoLayout, number> = { small: 1, medium: 3, large: 5 };
const LAYOUT: Record<PhotoLayout, string> = { small: photosSmall, medium: photosMedium, large: photosLarge };

/**
 * A hotel's photos in three layouts (spec 1 §2): small (one photo), medium (one large and two small),
 * large (one large and four small). Pressing them opens the full-screen gallery.
 */
export function PhotoPreview({ name, images, layout }: { name: string; images: readonly string[]; layout: PhotoLayout }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const shown = images.slice(0, COUNT[layout]);
  const gallery = images.map((src, index) => ({ src, alt: t('SEARCH.HOTEL.PHOTO_ALT', { name, number: index + 1 }) }));
  return (
    <>
      <button
        type="button"
        className={cx(photos, LAYOUT[shown.length > 1 ? layout : 'small'])}
        onClick={() => setOpen(true)}
        aria-label={t('SEARCH.HOTEL.OPEN_GALLERY', { name })}
        disabled={images.length === 0}
      >
        {shown.map((src, index) => (
          <img key={src} src={src} alt="" className={cx(photo, index === 0 && shown.length > 1 && photoMain)} loading="lazy" />
        ))}
      </button>
      {open ? (
        <Gallery
          title={name}
          images={gallery}
          isOpen
          onOpenChange={setOpen}
          labels={{
            close: t('SEARCH.CLOSE'),
            previous: t('SEARCH.HOTEL.PREVIOUS_PHOTO'),
            next: t('SEARCH.HOTEL.NEXT_PHOTO'),
            thumbnails: t('SEARCH.HOTEL.THUMBNAILS'),
          }}
        />
      ) : null}
    </>
  );
}
