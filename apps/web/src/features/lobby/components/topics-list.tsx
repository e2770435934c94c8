/** CMS topics: dated headlines. */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { LobbySection } from './lobby-section';
import { Link } from '../../../lib/router';
import type { TopicVM } from '../api/types';
import { siteHref } from '../lib/href';
import { formatDate } from '../../../lib/dates';

function TopicsListView({ topics, lng }: { topics: TopicVM[]; lng: string }) {
  const { t, i18n } = useTranslation('lobby');
  if (topics.length === 0) return null;
  return (
    <LobbySection id="topics-title" className="topics" title={t('sections.topics')}>
      <ul className="topics__list">
        {topics.map((tp) => (
          <li key={tp.id} className="topics__item">
            {tp.date ? (
              <time className="topics__date num" dateTime={new Date(tp.date).toISOString()}>
                {formatDate(tp.date, i18n.language)}
              </time>
            ) : null}
            {tp.href ? (
              <Link to={siteHref(lng, tp.href).to} className="topics__title">
                {tp.title}
              </Link>
            ) : (
              <span className="topics__title">{tp.title}</span>
            )}
            {tp.summary ? <p className="topics__summary">{tp.summary}</p> : null}
          </li>
        ))}
      </ul>
    </LobbySection>
  );
}

/** Memoised: a lobby update that does not change its props (another query's answer) skips it. */
export const TopicsList = memo(TopicsListView);
