import type { Meta, StoryObj } from '@storybook/react-vite';
import { StarRating } from './star-rating.tsx';

const meta = { title: 'Display/StarRating', component: StarRating, args: { value: 4 } } satisfies Meta<
  typeof StarRating
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FourStars: Story = {};
export const OneStar: Story = { args: { value: 1 } };
export const FiveStars: Story = { args: { value: 5 } };
