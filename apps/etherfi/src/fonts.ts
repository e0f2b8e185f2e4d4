// Ether.fi Travel's fonts, bundled from @fontsource (nothing is fetched at run time).
import '@fontsource/outfit/400.css';
import '@fontsource/outfit/500.css';
import '@fontsource/outfit/700.css';
import '@fontsource/fraunces/600.css';
