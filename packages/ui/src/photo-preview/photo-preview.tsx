import { useState } from 'react';
import { cx } from '#utils/cx.ts';
import { hideOnPhone } from '#utils/visibility.css.ts';
import { Gallery, type GalleryProps } from '#gallery/gallery.tsx';
import {
  count as countClass,
  large,
  main,
  medium,
  phoneMain,
  phoneSmall,
  photo,
  photos,
  root,
  small,
} from './photo-preview.css.ts';

export type PhotoLayout = 'small' | 'medium' | 'large';

const SHOWN: Record<PhotoLayout, number> = { small: 1, medium: 3, large: 5 };
const LAYOUT: Record<PhotoLayout, string> = { small, medium, large };

export interface PhotoPreviewLabels {
  /** Names the button that opens the gallery: "Open the photos of Hotel Lisboa". */
  open: string;
  /** Describes photo `number` (from 1) in the gallery. */
  photo: (number: number) => string;
  /** "12 photos" over the preview; none when absent. */
  count?: (total: number) => string;
  gallery: NonNullable<GalleryProps['labels']>;
}

export interface PhotoPreviewProps {
  /** The hotel or room the photos show; names the gallery. */
  name: string;
  images: readonly string[];
  /** small: one photo; medium: one large and two small; large: one large and four small. @default 'small' */
  layout?: PhotoLayout;
  /**
   * The layout on a phone, when it differs: `small` shows one photo there. Chosen by CSS (a media
   * query), so a server-rendered page does not change when it hydrates on a phone.
   */
  phoneLayout?: 'small';
  labels: PhotoPreviewLabels;
  className?: string;
  /**
   * The preview is on screen when the page first paints (the first results): its first photo loads
   * at once with high priority instead of lazily, as it is likely the largest paint.
   */
  priority?: boolean;
}

/**
 * A hotel's photos in three layouts (spec 1 §2, spec 2 §2): pressing them opens the full-screen
 * gallery (infinite, thumbnails, index). One button for the whole preview; the photos in it are
 * decoration, the gallery describes each.
 */
export function PhotoPreview({
  name,
  images,
  layout = 'small',
  phoneLayout,
  labels,
  className,
  priority = false,
}: PhotoPreviewProps) {
  const [open, setOpen] = useState(false);
  const shown = images.slice(0, SHOWN[layout]);
  const gallery = images.map((src, index) => ({ src, alt: labels.photo(index + 1) }));
  const several = shown.length > 1;
  const phoneOne = several && phoneLayout === 'small';
  return (
    <div className={cx(root, className)}>
      <button
        type="button"
        className={cx(photos, LAYOUT[several ? layout : 'small'], phoneOne && phoneSmall)}
        onClick={() => setOpen(true)}
        aria-label={labels.open}
        disabled={images.length === 0}
      >
        {shown.map((src, index) => (
          <img
            key={src}
            src={src}
            alt=""
            className={cx(
              photo,
              index === 0 && several && main,
              // A photo a phone does not show is not loaded either (a lazy image not displayed is not fetched).
              phoneOne && (index === 0 ? phoneMain : hideOnPhone),
            )}
            loading={priority && index === 0 ? 'eager' : 'lazy'}
            fetchPriority={priority && index === 0 ? 'high' : 'auto'}
          />
        ))}
      </button>
      {labels.count && images.length > 1 ? (
        <span className={countClass} aria-hidden>
          {labels.count(images.length)}
        </span>
      ) : null}
      {open ? (
        <Gallery title={name} images={gallery} isOpen onOpenChange={setOpen} labels={labels.gallery} />
      ) : null}
    </div>
  );
}
