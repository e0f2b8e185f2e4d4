import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '#button/button.tsx';
import { Dialog, DialogTrigger, Modal } from './dialog.tsx';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: { title: 'Cancellation policy', children: null },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button>Show policies</Button>
      <Modal isDismissable>
        <Dialog
          {...args}
          footer={(close) => (
            <>
              <Button variant="secondary" onPress={close}>
                Cancel
              </Button>
              <Button onPress={close}>Confirm</Button>
            </>
          )}
        >
          <p>Free cancellation until 2 days before check-in. After that, the first night is charged.</p>
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
};
export const Closed: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button>Show policies</Button>
      <Modal isDismissable>
        <Dialog {...args}>
          <p>Free cancellation until 2 days before check-in.</p>
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
};
