import { globalStyle } from '@vanilla-extract/css';
import { size } from '@clubstay/design-tokens/contract';

// Stories sit on the brand's own surface, like the apps.
globalStyle('.sb-show-main', { minHeight: '100vh' });
globalStyle('#storybook-root', { padding: size.space(4) });
