import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pagination } from './pagination.tsx';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 12, onChange: () => undefined },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

function Stateful({ pageCount, start }: { pageCount: number; start: number }) {
  const [page, setPage] = useState(start);
  return <Pagination page={page} pageCount={pageCount} onChange={setPage} />;
}

export const FirstPage: Story = { render: () => <Stateful pageCount={12} start={1} /> };
export const Middle: Story = { render: () => <Stateful pageCount={12} start={6} /> };
export const FewPages: Story = { render: () => <Stateful pageCount={3} start={2} /> };
