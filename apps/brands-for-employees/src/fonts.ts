// Brands for Employees's fonts, bundled from @fontsource (nothing is fetched at run time).
import '@fontsource/lato/400.css';
import '@fontsource/lato/700.css';
import '@fontsource/merriweather/700.css';
