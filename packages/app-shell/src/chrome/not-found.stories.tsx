import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFoundScreen } from './not-found.tsx';

/** An address the app does not know. */
const meta = {
  title: 'Shell/Not found',
  component: NotFoundScreen,
  tags: ['autodocs'],
  parameters: { feature: {} },
} satisfies Meta<typeof NotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
