import { brandViteConfig } from '@clubstay/vite-preset';

export default brandViteConfig({
  root: import.meta.dirname,
  brandId: 'etherfi',
  displayName: 'Ether.fi Travel',
  indexable: false,
});
