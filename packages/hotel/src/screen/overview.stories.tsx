import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen } from 'storybook/test';
import { hotelInfo } from '#domain/fixtures.ts';
import { Overview } from './overview.tsx';

/**
 * The top of the hotel page (spec 2 §2): the photo preview that opens the gallery, the map button,
 * stars, name, discount, address, distance to the centre, review score and heart.
 */
// Annotated rather than `satisfies`: the declaration tsc emits for `meta` could not name Overview's props.
const meta: Meta<typeof Overview> = {
  title: 'Hotel/Overview and gallery',
  component: Overview,
  tags: ['autodocs'],
  parameters: { feature: {} },
  args: { hotel: hotelInfo(), images: hotelInfo().images, discount: 15, phone: false, titleRef: null },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve photos in the large preview, a 15% discount. */
export const Default: Story = {};

/** The full-screen gallery, opened from the preview (it loops, follows its thumbnails, closes with Escape). */
export const GalleryOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    const [preview] = canvas.getAllByRole('button');
    if (preview) await userEvent.click(preview);
    await screen.findByRole('dialog');
  },
};

/** On a phone: one photo, and the map opens as a sheet. */
export const Phone: Story = {
  args: { phone: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
