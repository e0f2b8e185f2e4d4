import type { Meta, StoryObj } from '@storybook/react-vite';
import { photos } from '#gallery/fixtures.ts';
import { PhotoPreview } from './photo-preview.tsx';

const meta = {
  title: 'Media/PhotoPreview',
  component: PhotoPreview,
  args: {
    name: 'Hotel Miramar Lisboa',
    images: photos.map((photo) => photo.src),
    labels: {
      open: 'Open the photos of Hotel Miramar Lisboa',
      photo: (number: number) => `Hotel Miramar Lisboa, photo ${number}`,
      count: (total: number) => `${total} photos`,
      gallery: {
        close: 'Close gallery',
        previous: 'Previous photo',
        next: 'Next photo',
        thumbnails: 'All photos',
      },
    },
  },
} satisfies Meta<typeof PhotoPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = { args: { layout: 'small' } };
export const Medium: Story = { args: { layout: 'medium' } };
export const Large: Story = { args: { layout: 'large' } };
export const NoPhotos: Story = { args: { images: [] } };
