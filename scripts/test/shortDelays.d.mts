export declare const SHORT_DELAYS: Record<string, string>;
