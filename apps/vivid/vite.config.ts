import { brandViteConfig } from '@clubstay/vite-preset';

export default brandViteConfig({
  root: import.meta.dirname,
  brandId: 'vivid',
  displayName: 'Vivid Travel',
  indexable: false,
});
