import { useMemo } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { postsFor } from '../blog/posts';
import { renderMarkdown } from '../blog/renderMarkdown';
import { useDocumentTitle } from '../useDocumentTitle';
import './BlogPostPage.css';

export default function BlogPostPage({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation();
  const posts = postsFor(i18n.resolvedLanguage ?? 'en');
  const index = posts.findIndex((p) => p.slug === slug);
  const post = posts[index];
  useDocumentTitle(post?.title ?? t('blog.notFound'));
  const html = useMemo(() => (post ? renderMarkdown(post.body) : ''), [post]);
  if (!post)
    return (
      <div className="page-state" data-testid="not-found">
        <p>{t('blog.notFound')}</p>
        <Link href="/blog">{t('blog.back')}</Link>
      </div>
    );
  const newer = posts[index - 1];
  const older = posts[index + 1];
  return (
    <article className="prose blog-post" data-testid="blog-post" lang={post.lang}>
      <p>
        <Link href="/blog">← {t('blog.back')}</Link>
      </p>
      <h1>{post.title}</h1>
      <p className="muted small">
        <time dateTime={post.date}>{post.date}</time> · {t('blog.readingTime', { minutes: post.minutes })}
        {post.tags.length > 0 && <> · {post.tags.join(', ')}</>}
      </p>
      {/* Markdown from the repo, rendered with raw HTML escaped (see renderMarkdown). */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
      <nav className="post-nav">
        {older ? <Link href={`/blog/${older.slug}`}>← {older.title}</Link> : <span />}
        {newer ? <Link href={`/blog/${newer.slug}`}>{newer.title} →</Link> : <span />}
      </nav>
    </article>
  );
}
