/// <reference types="vite/client" />

/** Id of this build, baked in by build/build-manifest-plugin.ts and compared with /builds/latest.json. */
declare const __BUILD_ID__: string;
