/**
 * The home page's destination preset, a build setting: `HOME_DESTINATION_PRESET=paris` at build time
 * (the Vite config defines `__HOME_DESTINATION_PRESET__`) presets Paris, France; otherwise the default
 * destination is one of the 12 featured ones at random (spec 1 "Home").
 */
declare const __HOME_DESTINATION_PRESET__: string | undefined;

export const presetParis =
  typeof __HOME_DESTINATION_PRESET__ === 'string' &&
  __HOME_DESTINATION_PRESET__.trim().toLowerCase() === 'paris';
