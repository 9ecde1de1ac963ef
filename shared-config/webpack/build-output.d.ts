export declare const PRELOAD_MANIFEST_FILE: 'preload-manifest.json';
export declare const PRERENDERED_FOLDER: 'prerendered';
export declare const SERVER_FOLDER: 'server';
