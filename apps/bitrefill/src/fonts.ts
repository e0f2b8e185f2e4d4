// Bitrefill Stays's fonts, bundled from @fontsource (nothing is fetched at run time).
import '@fontsource/rubik/400.css';
import '@fontsource/rubik/500.css';
import '@fontsource/rubik/700.css';
import '@fontsource/rubik/800.css';
