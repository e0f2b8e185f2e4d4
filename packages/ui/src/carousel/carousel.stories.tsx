import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { photos } from '#gallery/fixtures.ts';
import { Carousel } from './carousel.tsx';

/** The story in a phone-wide column. */
const narrow: Decorator = (Story) => (
  <div style={{ maxWidth: 360 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Media/Carousel',
  component: Carousel,
  args: {
    label: 'Photos of the Deluxe room',
    children: photos
      .slice(0, 5)
      .map((photo) => (
        <img
          key={photo.src}
          src={photo.src}
          alt={photo.alt}
          style={{ width: '100%', display: 'block', aspectRatio: '4 / 3', objectFit: 'cover' }}
        />
      )),
  },
  decorators: [narrow],
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OneSlide: Story = {
  args: { children: <img src={photos[0]?.src} alt={photos[0]?.alt} style={{ width: '100%' }} /> },
};
