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
    /** Dividers, card outlines and other decoration (no contrast asked of it). */
    border: string;
    /**
     * The boundary of every form control: text, select, combo box and number fields, the search
     * form's pickers, checkbox and radio borders, the off switch track and the slider track. At least
     * 3:1 on `surface` and `surfaceAlt` (WCAG 1.4.11), unlike `border`; their on and selected marks are
     * `link`.
     */
    control: string;
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
