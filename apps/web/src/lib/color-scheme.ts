import { localStorageColorSchemeManager } from '@mantine/core';

/** Where the chosen colour scheme (light, dark or auto: follow the system) is kept. */
export const COLOR_SCHEME_STORAGE_KEY = 'campusflow-color-scheme';

/** Mantine's manager for it: read at start, written when the settings page changes it. */
export const colorSchemeManager = localStorageColorSchemeManager({
  key: COLOR_SCHEME_STORAGE_KEY,
});
