import { Marked } from 'marked';

// Raw HTML inside a post is shown as text, never injected: posts are Markdown only.
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const marked = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }) => escape(text),
  },
});

export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown, { async: false }) as string;
}
