// Vivid Travel's fonts, bundled from @fontsource (nothing is fetched at run time).
import '@fontsource/work-sans/400.css';
import '@fontsource/work-sans/500.css';
import '@fontsource/work-sans/700.css';
import '@fontsource/archivo-black/400.css';
