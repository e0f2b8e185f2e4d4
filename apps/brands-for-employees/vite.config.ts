import { brandViteConfig } from '@clubstay/vite-preset';

export default brandViteConfig({
  root: import.meta.dirname,
  brandId: 'brands-for-employees',
  displayName: 'Brands for Employees',
  indexable: false,
});
