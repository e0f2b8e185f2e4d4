import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog } from '#dialog/dialog.tsx';
import { SheetOrModal } from './sheet-or-modal.tsx';

const meta = {
  title: 'Overlays/SheetOrModal',
  component: SheetOrModal,
  args: { children: null, onOpenChange: () => undefined },
} satisfies Meta<typeof SheetOrModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const map = (
  <Dialog title="Plaza Gate Hotel">
    <p>160 Castle Street, Paris: the hotel's map.</p>
  </Dialog>
);

/** A phone's layout: the bottom sheet. */
export const Phone: Story = {
  render: (args) => (
    <SheetOrModal {...args} phone>
      {map}
    </SheetOrModal>
  ),
};
/** Elsewhere: the centred modal. */
export const Desktop: Story = {
  render: (args) => (
    <SheetOrModal {...args} phone={false}>
      {map}
    </SheetOrModal>
  ),
};
