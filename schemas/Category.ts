/** The categories the app knows, in sidebar order. A manifest may name another; it then gets a grey folder icon. */
export const KNOWN_CATEGORIES = ['image', 'svg', 'favicon', 'video', 'audio', 'date', 'text', 'writer', 'screenshot'] as const;
