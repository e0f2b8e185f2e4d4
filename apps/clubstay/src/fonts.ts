// Clubstay's fonts, bundled from @fontsource (nothing is fetched at run time).
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/700.css';
import '@fontsource/dm-serif-display/400.css';
