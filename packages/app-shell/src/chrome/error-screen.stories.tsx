import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorScreen } from './error-screen.tsx';

/** Shown when a page fails to render: reload the home page. */
const meta = {
  title: 'Shell/Error',
  component: ErrorScreen,
  tags: ['autodocs'],
  parameters: { feature: {} },
} satisfies Meta<typeof ErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
