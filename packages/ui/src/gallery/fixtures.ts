/**
 * Placeholder photos for stories and tests: SVG files served by Storybook (apps/storybook/public/photos),
 * drawn for this project, no real hotel's pictures.
 */
export const photos = Array.from({ length: 12 }, (_, index) => ({
  src: `./photos/photo-${(index % 6) + 1}.svg`,
  alt: `${['Lobby', 'Deluxe room', 'Pool', 'Bathroom', 'Sea view', 'Restaurant'][index % 6] ?? 'Photo'} ${index + 1}`,
}));
