/**
 * CMS template pages by code (/{lng}/page/:code), in the site's theme (the gateway adds the theme
 * code from common config), and the index of pages (/{lng}/page). CMS calls are silent: a missing
 * page shows "not found", never an error toast.
 */
import { useMemo } from 'react';
import { Link, useParams } from '../../../lib/router';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../lib/trpc';
import { useLocalize } from '../../../lib/lng';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingBlock } from '../../../components/ui/spinner';
import { sanitizeCmsHtml } from '../lib/sanitize';
import '../cms.css';

export function CmsPage() {
  const { t } = useTranslation('videos');
  const { code = '' } = useParams();
  const page = trpc.cms.templateDetail.useQuery({ code }, { retry: false });
  const html = useMemo(() => (page.data ? sanitizeCmsHtml(page.data.content) : ''), [page.data]);
  if (page.isPending) return <LoadingBlock />;
  if (!page.data) return <EmptyState title={t('notFound')} />;
  return (
    <article className="cms-page container">
      <h1 className="cms-page__title">{page.data.title}</h1>
      {page.data.summary ? <p className="cms-page__summary">{page.data.summary}</p> : null}
      <div className="cms-page__content" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

export function CmsIndexPage() {
  const { t } = useTranslation('videos');
  const to = useLocalize();
  const list = trpc.cms.templateList.useQuery({});
  const items = list.data?.list ?? [];
  // The heading is drawn at once (the page's largest text, so its largest paint), the list under it.
  return (
    <div className="cms-page container">
      <h1 className="cms-page__title">{t('pages')}</h1>
      {list.isPending ? (
        <LoadingBlock />
      ) : items.length === 0 ? (
        <EmptyState title={t('notFound')} />
      ) : (
        <ul className="cms-index">
          {items.map((p) => (
            <li key={p.templateId}>
              <Link to={to(`/page/${p.code}`)}>{p.title}</Link>
              {p.summary ? <p>{p.summary}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
