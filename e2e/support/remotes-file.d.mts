export function remotesFile(port: number | string): string;
export const DEFAULT_REMOTES: Record<string, string>;
export function writeRemotes(port: number | string, remotes?: Record<string, string>): void;
