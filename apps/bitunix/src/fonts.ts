// Bitunix Travel's fonts, bundled from @fontsource (nothing is fetched at run time).
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import '@fontsource/exo-2/700.css';
