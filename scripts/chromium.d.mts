export function chromiumPath(): string | undefined;
export const HOW_TO_GET_CHROMIUM: string;
export const CHROMIUM_ARGS: string[];
