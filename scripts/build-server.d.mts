/** The project root. */
export declare const ROOT: string;
/** build/server: where the bundle and the GraphQL schema files beside it go. */
export declare const SERVER_DIR: string;
/** build/server/main.mjs: the backend as `npm start` and the tests run it. */
export declare const SERVER_BUNDLE: string;
/** Builds build/server/main.mjs from src/server/main.ts; resolves to its path. */
export declare function buildServer(): Promise<string>;
