// Crypto Club's fonts, bundled from @fontsource (nothing is fetched at run time).
import '@fontsource/ibm-plex-sans/400.css';
import '@fontsource/ibm-plex-sans/500.css';
import '@fontsource/ibm-plex-sans/700.css';
import '@fontsource/orbitron/700.css';
