import { type KeyboardEvent, useEffect, useState } from 'react';
import { Button, Dialog, Heading, ListBox, ListBoxItem, Modal, ModalOverlay } from 'react-aria-components';
import { cx } from '#utils/cx.ts';
import {
  bar,
  content,
  dialog,
  iconButton,
  image,
  index as indexClass,
  modal,
  navButton,
  next as nextClass,
  overlay,
  previous as previousClass,
  slideIn,
  stage,
  thumb,
  thumbImage,
  thumbs,
  title as titleClass,
} from './gallery.css.ts';

export interface GalleryImage {
  src: string;
  /** Describes the photo; also names its thumbnail. */
  alt: string;
}

export interface GalleryProps {
  /** The hotel or room the photos show; names the dialog. */
  title: string;
  images: readonly GalleryImage[];
  /** Controlled open state. */
  isOpen?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The photo shown first (from 0). @default 0 */
  startIndex?: number;
  /** Texts for screen readers. @default English */
  labels?: { close: string; previous: string; next: string; thumbnails: string };
}

const ENGLISH = {
  close: 'Close gallery',
  previous: 'Previous photo',
  next: 'Next photo',
  thumbnails: 'Photos',
};

/** Wraps around both ends: the gallery is infinite (spec 2 §2). */
export const wrapIndex = (target: number, count: number) => ((target % count) + count) % count;

/**
 * The full-screen photo gallery: react-aria's Modal and Dialog (focus trap, Escape, inert page), an
 * infinite slideshow (arrow keys or buttons, 100 ms slides), a "3 / 12" index, and a thumbnail strip
 * that is a react-aria ListBox (arrow keys, selection announced).
 */
export function Gallery({
  title,
  images,
  isOpen,
  defaultOpen = false,
  onOpenChange,
  startIndex = 0,
  labels = ENGLISH,
}: GalleryProps) {
  const count = images.length;
  const [position, setPosition] = useState({
    index: wrapIndex(startIndex, Math.max(count, 1)),
    direction: 'none' as keyof typeof slideIn,
  });
  const go = (target: number, direction: keyof typeof slideIn) =>
    setPosition({ index: wrapIndex(target, count), direction });
  const current = images[position.index];

  // Keep the selected thumbnail in view as the photo changes.
  useEffect(() => {
    document
      .querySelector(`[data-gallery-thumb="${position.index}"]`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [position.index]);

  const onKeyDown = (event: KeyboardEvent) => {
    // Arrow keys inside the thumbnail list belong to the ListBox.
    if ((event.target as HTMLElement).closest('[role="listbox"]')) return;
    if (event.key === 'ArrowRight') go(position.index + 1, 'next');
    if (event.key === 'ArrowLeft') go(position.index - 1, 'previous');
  };

  return (
    <ModalOverlay
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={overlay}
    >
      <Modal className={modal}>
        <Dialog aria-label={title} className={dialog}>
          {({ close }) => (
            // The keys bubble here from every control inside the dialog; react-aria's Dialog takes no key handler.
            <div className={content} onKeyDown={onKeyDown}>
              <div className={bar}>
                <Heading slot="title" className={titleClass}>
                  {title}
                </Heading>
                <span className={indexClass} aria-live="polite">
                  {count === 0 ? '0 / 0' : `${position.index + 1} / ${count}`}
                </span>
                <Button aria-label={labels.close} onPress={close} className={iconButton}>
                  ✕
                </Button>
              </div>
              <div className={stage}>
                {count > 1 ? (
                  <Button
                    aria-label={labels.previous}
                    onPress={() => go(position.index - 1, 'previous')}
                    className={cx(iconButton, navButton, previousClass)}
                  >
                    ‹
                  </Button>
                ) : null}
                {current ? (
                  <img
                    key={position.index}
                    src={current.src}
                    alt={current.alt}
                    className={cx(image, slideIn[position.direction])}
                  />
                ) : null}
                {count > 1 ? (
                  <Button
                    aria-label={labels.next}
                    onPress={() => go(position.index + 1, 'next')}
                    className={cx(iconButton, navButton, nextClass)}
                  >
                    ›
                  </Button>
                ) : null}
              </div>
              <ListBox
                aria-label={labels.thumbnails}
                orientation="horizontal"
                selectionMode="single"
                disallowEmptySelection
                selectedKeys={[position.index]}
                onSelectionChange={(keys) => {
                  if (keys === 'all') return;
                  const [key] = [...keys];
                  if (typeof key === 'number') go(key, key > position.index ? 'next' : 'previous');
                }}
                className={thumbs}
              >
                {images.map((photo, index) => (
                  <ListBoxItem
                    key={index}
                    id={index}
                    textValue={photo.alt}
                    className={thumb}
                    data-gallery-thumb={index}
                  >
                    <img src={photo.src} alt={photo.alt} className={thumbImage} loading="lazy" />
                  </ListBoxItem>
                ))}
              </ListBox>
            </div>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
