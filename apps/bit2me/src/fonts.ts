// Bit2Me Travel's fonts, bundled from @fontsource (nothing is fetched at run time).
import '@fontsource/manrope/400.css';
import '@fontsource/manrope/500.css';
import '@fontsource/manrope/700.css';
import '@fontsource/manrope/800.css';
