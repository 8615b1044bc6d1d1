export function makeDropinRoot(): string;
export function removeDropinRoot(root: string): void;
