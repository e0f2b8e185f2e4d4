// Wirex Travel's fonts, bundled from @fontsource (nothing is fetched at run time).
import '@fontsource/space-grotesk/400.css';
import '@fontsource/space-grotesk/500.css';
import '@fontsource/space-grotesk/700.css';
