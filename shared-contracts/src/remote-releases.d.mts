export declare const RELEASE_ID_PATTERN: RegExp;
export declare function remoteManifestUrl(base: string, release: string | null): string;
