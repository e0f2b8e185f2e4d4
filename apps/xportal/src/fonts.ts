// xPortal Travel's fonts, bundled from @fontsource (nothing is fetched at run time).
import '@fontsource/sora/400.css';
import '@fontsource/sora/500.css';
import '@fontsource/sora/700.css';
