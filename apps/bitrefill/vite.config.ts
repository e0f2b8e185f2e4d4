import { brandViteConfig } from '@clubstay/vite-preset';

export default brandViteConfig({
  root: import.meta.dirname,
  brandId: 'bitrefill',
  displayName: 'Bitrefill Stays',
  indexable: false,
});
