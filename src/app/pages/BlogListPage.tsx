import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { postsFor } from '../blog/posts';
import { useDocumentTitle } from '../useDocumentTitle';
import './BlogListPage.css';

export default function BlogListPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('pageDescription.blog'));
  const posts = postsFor(i18n.resolvedLanguage ?? 'en');
  return (
    <div className="blog" data-testid="blog-list">
      <h1>{t('blog.title')}</h1>
      {posts.length === 0 && <p className="muted">{t('blog.empty')}</p>}
      <ul className="post-list">
        {posts.map((post) => (
          <li key={post.slug} data-testid="post-item">
            <Link href={`/blog/${post.slug}`}>
              <h2>{post.title}</h2>
            </Link>
            <p className="muted small">
              <time dateTime={post.date}>{post.date}</time> · {t('blog.readingTime', { minutes: post.minutes })}
              {post.tags.length > 0 && <> · {post.tags.join(', ')}</>}
            </p>
            <p>{post.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
