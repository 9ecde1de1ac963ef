export declare const PRELOAD_MANIFEST_FILE: 'preload-manifest.json';
export declare const PRERENDERED_FOLDER: 'prerendered';
export declare const SERVER_FOLDER: 'server';
export declare const ROUTES_FILE: 'routes.json';
export declare const SHELL_BASE_MARKER: '__SHELL_BASE__/';
export declare const SITE_RULES_FILE: 'site-rules.json';
export declare const FRAMES_MODULE: 'frames';
