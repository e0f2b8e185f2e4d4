import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { Button } from '#button/button.tsx';
import { createToastQueue, ToastRegion } from './toast.tsx';

const meta = {
  title: 'Feedback/Toast',
  component: ToastRegion,
  args: { queue: createToastQueue() },
} satisfies Meta<typeof ToastRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

function Demo() {
  const [queue] = useState(() => createToastQueue());
  useEffect(() => {
    queue.add({
      title: 'Booking saved',
      description: 'The confirmation email is on its way.',
      tone: 'success',
    });
    queue.add({ title: 'Payment declined', description: 'Try another card.', tone: 'danger' });
  }, [queue]);
  return (
    <>
      <Button onPress={() => queue.add({ title: 'Price updated' }, { timeout: 5000 })}>Show a toast</Button>
      <ToastRegion queue={queue} />
    </>
  );
}

export const Default: Story = { render: () => <Demo /> };
