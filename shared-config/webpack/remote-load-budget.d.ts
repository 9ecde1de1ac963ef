export declare const REMOTE_LOAD_BUDGET_MS: number;
