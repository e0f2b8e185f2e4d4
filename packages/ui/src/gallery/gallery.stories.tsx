import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '#button/button.tsx';
import { photos } from './fixtures.ts';
import { Gallery } from './gallery.tsx';

const meta = {
  title: 'Media/Gallery',
  component: Gallery,
  args: { title: 'Hotel Miramar Lisboa', images: photos },
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { defaultOpen: true } };
export const FromFifthPhoto: Story = { args: { defaultOpen: true, startIndex: 4 } };

function WithTrigger(args: Story['args']) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Show all 12 photos</Button>
      <Gallery title="Hotel Miramar Lisboa" images={photos} {...args} isOpen={open} onOpenChange={setOpen} />
    </>
  );
}
export const Closed: Story = { render: (args) => <WithTrigger {...args} /> };
