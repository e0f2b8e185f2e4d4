// Coca's fonts, bundled from @fontsource (nothing is fetched at run time).
import '@fontsource/source-sans-3/400.css';
import '@fontsource/source-sans-3/500.css';
import '@fontsource/source-sans-3/700.css';
import '@fontsource/bricolage-grotesque/800.css';
