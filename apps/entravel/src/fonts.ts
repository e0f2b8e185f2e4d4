// Entravel's fonts, bundled from @fontsource (nothing is fetched at run time).
import '@fontsource/nunito/400.css';
import '@fontsource/nunito/500.css';
import '@fontsource/nunito/700.css';
import '@fontsource/nunito/800.css';
