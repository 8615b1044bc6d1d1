import { compareText } from '../../compareText';
/**
 * Blog posts are Markdown files in the repo: blog/<slug>/<lng>.md with a small front matter
 * (title, date, tags, description). A post shows in the current language, or in English.
 */
export interface PostMeta {
  slug: string;
  lang: string;
  title: string;
  date: string;
  tags: string[];
  description: string;
  minutes: number;
}
export interface Post extends PostMeta {
  body: string;
}

const files = import.meta.glob<string>('/blog/*/*.md', { query: '?raw', import: 'default', eager: true });

export function parsePost(path: string, raw: string): Post {
  const [, slug, lang] = /\/blog\/([^/]+)\/([^/]+)\.md$/.exec(path) ?? [];
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(raw);
  const head = match?.[1] ?? '';
  const body = match?.[2] ?? raw;
  const field = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(head)?.[1]?.trim() ?? '';
  const tags = field('tags')
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  // Reading time: ~230 words a minute, or ~400 CJK characters.
  const cjk = (body.match(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g) ?? []).length;
  const words = body
    .replace(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return {
    slug,
    lang,
    title: field('title'),
    date: field('date'),
    tags,
    description: field('description'),
    minutes: Math.max(1, Math.round(words / 230 + cjk / 400)),
    body,
  };
}

const all: Post[] = Object.entries(files).map(([path, raw]) => parsePost(path, raw));

/** Posts in `lang`, falling back to English per post, newest first. */
export function postsFor(lang: string): Post[] {
  const slugs = [...new Set(all.map((p) => p.slug))];
  return slugs
    .map((slug) => all.find((p) => p.slug === slug && p.lang === lang) ?? all.find((p) => p.slug === slug && p.lang === 'en'))
    .filter((p): p is Post => Boolean(p))
    .sort((a, b) => compareText(b.date, a.date) || compareText(a.slug, b.slug));
}
