/// <reference types="vite/client" />

/** The id of this build, compared with /build.json to detect a newer one. */
declare const __BUILD_ID__: string;
