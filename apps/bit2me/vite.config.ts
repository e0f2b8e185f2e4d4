import { brandViteConfig } from '@clubstay/vite-preset';

export default brandViteConfig({
  root: import.meta.dirname,
  brandId: 'bit2me',
  displayName: 'Bit2Me Travel',
  indexable: false,
});
