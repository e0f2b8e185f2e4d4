import type { Meta, StoryObj } from '@storybook/react-vite';
import { CookieBanner, PromoBanner } from './banners.tsx';

/** The banners above the page (spec 1 §9); closing one is remembered in local storage. */
const meta = {
  title: 'Shell/Banners',
  component: CookieBanner,
  parameters: { feature: {} },
  // Shown again in each story, whatever was closed before (a reload shows it again after a close).
  beforeEach: () => {
    localStorage.removeItem('cookieAccepted');
    localStorage.removeItem('promoBannerClosed');
  },
} satisfies Meta<typeof CookieBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The cookie notice of the brand that has one. */
export const Cookie: Story = {};

/** The crypto-exchange promotion (ShowByBit brands, not on phones). */
export const Promo: Story = { render: () => <PromoBanner /> };
