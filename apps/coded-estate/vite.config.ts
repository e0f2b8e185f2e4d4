import { brandViteConfig } from '@clubstay/vite-preset';

export default brandViteConfig({
  root: import.meta.dirname,
  brandId: 'coded-estate',
  displayName: 'Coded Estate',
  indexable: false,
});
