// Belo's fonts, bundled from @fontsource (nothing is fetched at run time).
import '@fontsource/figtree/400.css';
import '@fontsource/figtree/500.css';
import '@fontsource/figtree/700.css';
import '@fontsource/figtree/800.css';
