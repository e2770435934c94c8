/** Videos and CMS pages (namespace `videos`): /videoList, a video's page, CMS template pages. */
import type { MessagesLike } from './types';

const ja = {
  title: '動画',
  lead: '攻略、新台情報、イベントの様子をお届けします。',
  tags: '動画のジャンル',
  allTags: 'すべて',
  play: '{{title}} を再生',
  views: '{{count}}回視聴',
  duration: '再生時間',
  more: '関連動画',
  back: '動画一覧に戻る',
  empty: '動画はまだありません。',
  loadMore: 'さらに表示',
  notFound: 'ページが見つかりませんでした。',
  published: '公開日',
  pages: 'ご案内',
};

const en = {
  title: 'Videos',
  lead: 'Strategy, new machines and event highlights.',
  tags: 'Video genres',
  allTags: 'All',
  play: 'Play {{title}}',
  views: '{{count}} views',
  duration: 'Duration',
  more: 'More videos',
  back: 'Back to videos',
  empty: 'No videos yet.',
  loadMore: 'Show more',
  notFound: 'Page not found.',
  published: 'Published',
  pages: 'Information',
} satisfies MessagesLike<typeof ja>;

export const videos = { ja, en };
