/**
 * What a brand decides about its look. Each brand's theme is one `BrandTokens` object; components
 * never see it directly, only the `vars` of the theme contract.
 */
export interface BrandTokens {
  color: {
    primary: string;
    primaryText: string;
    /**
     * The brand colour as ink on `surface` and `surfaceAlt`: links, link buttons, brand icons and
     * selected marks. `primary` itself where it reads there (4.5:1), else a darker (on dark themes
     * lighter) shade of it; `primary` stays the fill of buttons and large areas.
     */
    link: string;
    secondary: string;
    secondaryText: string;
    surface: string;
    surfaceAlt: string;
    text: string;
    textMuted: string;
    border: string;
    accent: string;
    accentText: string;
    success: string;
    warning: string;
    danger: string;
    focus: string;
    heroFrom: string;
    heroTo: string;
  };
  font: { body: string; heading: string };
  weight: { regular: string; medium: string; bold: string; heading: string };
  radius: { small: string; medium: string; large: string; pill: string };
}
