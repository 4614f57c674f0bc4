export declare const serverNodeFlags: string[];
export declare const serverEnv: Record<string, string>;
export declare const serverMain: string;
export declare function runServer(): void;
