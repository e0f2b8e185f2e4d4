// Coded Estate's fonts, bundled from @fontsource (nothing is fetched at run time).
import '@fontsource/plus-jakarta-sans/400.css';
import '@fontsource/plus-jakarta-sans/500.css';
import '@fontsource/plus-jakarta-sans/700.css';
import '@fontsource/playfair-display/700.css';
