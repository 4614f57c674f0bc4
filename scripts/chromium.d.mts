export declare const chromiumPath: string;
export declare const chromiumFlags: string[];
export declare const browserUiFeatures: string[];
export declare function withDisabledFeatures(flags: readonly string[], features: readonly string[]): string[];
