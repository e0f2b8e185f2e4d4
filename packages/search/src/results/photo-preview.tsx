import { useTranslation } from 'react-i18next';
import { type PhotoLayout, PhotoPreview as UiPhotoPreview } from '@clubstay/ui/photo-preview';

export type { PhotoLayout };

/**
 * A hotel's photos in three layouts (spec 1 §2), opening the full-screen gallery: the shared
 * `@clubstay/ui/photo-preview`, with the search feature's wording.
 */
export function PhotoPreview({
  name,
  images,
  layout,
  phoneLayout,
  priority,
}: {
  name: string;
  images: readonly string[];
  layout: PhotoLayout;
  /** One photo on a phone (by CSS: the server's page and the phone's agree). */
  phoneLayout?: 'small';
  /** On screen at first paint: the first photo loads at once, with high priority. */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <UiPhotoPreview
      name={name}
      images={images}
      layout={layout}
      {...(phoneLayout ? { phoneLayout } : {})}
      priority={priority ?? false}
      labels={{
        open: t('SEARCH.HOTEL.OPEN_GALLERY', { name }),
        photo: (number) => t('SEARCH.HOTEL.PHOTO_ALT', { name, number }),
        gallery: {
          close: t('SEARCH.CLOSE'),
          previous: t('SEARCH.HOTEL.PREVIOUS_PHOTO'),
          next: t('SEARCH.HOTEL.NEXT_PHOTO'),
          thumbnails: t('SEARCH.HOTEL.THUMBNAILS'),
        },
      }}
    />
  );
}
