export function chromiumPath(): string | undefined;
export const HOW_TO_GET_CHROMIUM: string;
