/**
 * The seeded CMS content, built at start (src/domains.ts): topics (banners, promotion topics,
 * notices), templates per theme code with their texts, and game labels, in ja and en.
 */
import type { LocalizedText } from '../../core/errors';
import { DAY } from '../../core/calendar';
import {
  KIOSK_THEME,
  WEB_THEME,
  type LabelDef,
  type TemplateDef,
  type TopicDef,
  type TopicPosition,
} from './content';

const t = (ja: string, en: string): LocalizedText => ({ ja, en });
const html = (...parts: string[]) => parts.join('');

/** Topics shown from a week before `today` (Tokyo midnight) to 60 days after it. */
export function seedTopics(today: number): TopicDef[] {
  const topics: TopicDef[] = [];
  const topic = (
    topicId: string,
    position: TopicPosition,
    title: LocalizedText,
    subtitle: LocalizedText,
    linkUrl: string,
    sort: number,
    hue: number,
  ) =>
    topics.push({
      topicId,
      position,
      title,
      subtitle,
      linkUrl,
      sort,
      startTime: today - 7 * DAY,
      endTime: today + 60 * DAY,
      hue,
    });
  topic(
    'TP-1',
    'homeBanner',
    t('ウィークリー・スロット・グランプリ', 'Weekly Slot Grand Prix'),
    t('賞金総額100万円', '¥1,000,000 in prizes'),
    '/promotions/tournaments/T2025-SLOT-WEEK',
    1,
    330,
  );
  topic(
    'TP-2',
    'homeBanner',
    t('年末ジャンボ抽選会', 'Year-End Jumbo Lottery'),
    t('毎日21時抽選・1等10万円', 'Daily draws at 21:00, 1st prize ¥100,000'),
    '/promotions/lottery',
    2,
    350,
  );
  topic(
    'TP-3',
    'homeBanner',
    t('スポーツ予想ゲーム', 'Sports guess game'),
    t('勝敗を当ててボーナスを獲得', 'Call the result, win the prize'),
    '/promotions/guess',
    3,
    140,
  );
  topic(
    'TP-4',
    'lobbyBanner',
    t('毎日チェックイン', 'Daily check-in'),
    t('7日連続で1,000円', '¥1,000 for a 7-day streak'),
    '/promotions/check-in',
    1,
    150,
  );
  topic(
    'TP-5',
    'lobbyBanner',
    t('フリースピン10回プレゼント', '10 free spins for you'),
    t('さくら777で今すぐプレイ', 'Play now on Sakura 777'),
    '/promotions/free-spins',
    2,
    280,
  );
  topic(
    'TP-6',
    'promotion',
    t('パチンコ・フィーバー杯', 'Pachinko Fever Cup'),
    t('パチンコ機種限定トーナメント', 'A pachinko-only tournament'),
    '/promotions/tournaments/T2025-PACHI-FEVER',
    1,
    20,
  );
  topic(
    'TP-7',
    'promotion',
    t('VIPレベルアップ報酬', 'VIP level-up rewards'),
    t('最大100万円のボーナス', 'Bonuses of up to ¥1,000,000'),
    '/promotions/vip',
    2,
    45,
  );
  topic(
    'TP-8',
    'notice',
    t('年末年始の出金処理について', 'Withdrawals over the new year holidays'),
    t(
      '12月30日〜1月3日は処理に時間がかかる場合があります',
      'Processing may take longer from 30 Dec to 3 Jan',
    ),
    '/page/withdrawal-holidays',
    1,
    210,
  );
  topic(
    'TP-9',
    'notice',
    t('メンテナンスのお知らせ', 'Scheduled maintenance'),
    t('毎週水曜 4:00〜5:00（日本時間）', 'Every Wednesday 4:00-5:00 JST'),
    '/page/maintenance',
    2,
    220,
  );
  return topics;
}

/** Every theme's templates; `today` dates their last update. */
export function seedTemplates(today: number): TemplateDef[] {
  const templates: TemplateDef[] = [];
  const tpl = (
    themeCode: string,
    code: string,
    type: TemplateDef['type'],
    title: LocalizedText,
    summary: LocalizedText,
    content: LocalizedText,
    sort: number,
    hue: number,
  ) =>
    templates.push({
      templateId: `${themeCode === WEB_THEME ? 'W' : 'K'}-${code}`,
      code,
      themeCode,
      type,
      title,
      summary,
      content,
      sort,
      updateTime: today - sort * DAY,
      hue,
    });
  const terms = t(
    html(
      '<h2>第1条（適用）</h2><p>本規約は、当サイトが提供するすべてのサービスの利用条件を定めるものです。</p>',
      '<h2>第2条（アカウント）</h2><ul><li>お一人様1アカウントに限ります。</li><li>18歳未満の方はご利用いただけません。</li></ul>',
      '<h2>第3条（ボーナス）</h2><p>ボーナスには出金条件があります。詳しくは各キャンペーンのページをご確認ください。</p>',
    ),
    html(
      '<h2>1. Scope</h2><p>These terms set out the conditions for using every service of this site.</p>',
      '<h2>2. Accounts</h2><ul><li>One account per person.</li><li>You must be 18 or older.</li></ul>',
      '<h2>3. Bonuses</h2><p>Bonuses carry wagering requirements. See each promotion page for details.</p>',
    ),
  );
  const rg = t(
    html(
      '<h2>責任あるゲーミング</h2><p>ゲームは娯楽としてお楽しみください。</p>',
      '<ul><li>入金上限（日・週・月）を設定できます。</li><li>クールオフ期間や自己排除を設定できます。</li></ul>',
      '<p>設定は「アカウント」→「セルフコントロール」から行えます。</p>',
    ),
    html(
      '<h2>Responsible gaming</h2><p>Please play for entertainment.</p>',
      '<ul><li>Set daily, weekly and monthly deposit limits.</li><li>Take a cool-off period or exclude yourself.</li></ul>',
      '<p>Find these under Account → Self control.</p>',
    ),
  );
  const faq = t(
    html(
      '<h3>入金が反映されません</h3><p>通常数分で反映されます。30分以上経っても反映されない場合はサポートへご連絡ください。</p>',
      '<h3>出金にかかる時間は？</h3><p>本人確認（KYC）完了後、通常24時間以内に処理されます。</p>',
      '<h3>ボーナスの出金条件とは？</h3><p>ボーナス額×倍率のベットを行うと、ボーナスが現金に変わります。</p>',
    ),
    html(
      '<h3>My deposit has not arrived</h3><p>Deposits usually arrive within minutes. If 30 minutes have passed, contact support.</p>',
      '<h3>How long do withdrawals take?</h3><p>Usually within 24 hours once your identity (KYC) is verified.</p>',
      '<h3>What is wagering?</h3><p>Wager the bonus amount times its multiplier and the bonus becomes cash.</p>',
    ),
  );
  const tournamentRules = t(
    html(
      '<h2>トーナメントのルール</h2><ol><li>期間中の対象ゲームでのベット額がスコアになります。</li>',
      '<li>同スコアの場合は先に到達した方が上位です。</li><li>賞金は終了後に受け取ってください（現金で付与）。</li></ol>',
    ),
    html(
      '<h2>Tournament rules</h2><ol><li>Your wagers on eligible games during the period are your score.</li>',
      '<li>On equal scores, whoever got there first ranks higher.</li><li>Claim your prize after the end (paid as cash).</li></ol>',
    ),
  );
  const lotteryRules = t(
    html(
      '<h2>抽選会のルール</h2><ul><li>入金1,000円ごとに1枚、ベット10,000円ごとに1枚の抽選券。</li>',
      '<li>抽選券は「受け取る」で抽選に参加します。</li><li>抽選は毎日21:00（日本時間）。当選金は現金で付与されます。</li></ul>',
    ),
    html(
      '<h2>Lottery rules</h2><ul><li>One ticket per ¥1,000 deposited and one per ¥10,000 wagered.</li>',
      '<li>Press "Receive" to enter your tickets in the draw.</li><li>Draws run daily at 21:00 JST; prizes are paid as cash.</li></ul>',
    ),
  );
  const depositGuide = t(
    html(
      '<h2>入金方法</h2><ol><li>「入金」を開きます。</li><li>通貨と決済方法を選びます。</li><li>金額を入力して確定します。</li></ol>',
    ),
    html(
      '<h2>How to deposit</h2><ol><li>Open "Deposit".</li><li>Choose a currency and a payment method.</li><li>Enter the amount and confirm.</li></ol>',
    ),
  );
  const kioskGuide = t(
    html(
      '<h2>店舗端末のご利用方法</h2><p>画面をタッチしてログインし、遊びたい台を選んでください。離席の際は必ずログアウトしてください。</p>',
    ),
    html(
      '<h2>Using the venue terminal</h2><p>Touch the screen to log in and pick a machine. Always log out before you leave.</p>',
    ),
  );
  const holidays = t(
    html(
      '<h2>年末年始の出金処理</h2><p>12月30日から1月3日までの出金申請は、1月4日以降に順次処理いたします。</p>',
    ),
    html(
      '<h2>Withdrawals over the holidays</h2><p>Withdrawals requested from 30 December to 3 January are processed from 4 January.</p>',
    ),
  );
  for (const theme of [WEB_THEME, KIOSK_THEME]) {
    tpl(
      theme,
      'terms',
      'page',
      t('利用規約', 'Terms of service'),
      t('サービスのご利用条件', 'Conditions of use'),
      terms,
      1,
      220,
    );
    tpl(
      theme,
      'responsible-gaming',
      'page',
      t('責任あるゲーミング', 'Responsible gaming'),
      t('安全に楽しむための機能', 'Tools to play safely'),
      rg,
      2,
      160,
    );
  }
  tpl(
    WEB_THEME,
    'privacy',
    'page',
    t('プライバシーポリシー', 'Privacy policy'),
    t('個人情報の取り扱い', 'How we handle personal data'),
    t(
      '<h2>個人情報の取り扱い</h2><p>お客様の情報は本人確認・決済・不正防止のためにのみ利用します。</p>',
      '<h2>Personal data</h2><p>Your data is used only for identity checks, payments and fraud prevention.</p>',
    ),
    3,
    200,
  );
  tpl(
    WEB_THEME,
    'faq',
    'help',
    t('よくある質問', 'FAQ'),
    t('入金・出金・ボーナス', 'Deposits, withdrawals, bonuses'),
    faq,
    4,
    190,
  );
  tpl(
    WEB_THEME,
    'deposit-guide',
    'help',
    t('入金ガイド', 'Deposit guide'),
    t('3ステップで入金', 'Deposit in three steps'),
    depositGuide,
    5,
    120,
  );
  tpl(
    WEB_THEME,
    'tournament-rules',
    'promotion',
    t('トーナメントのルール', 'Tournament rules'),
    t('スコアと賞金について', 'Scores and prizes'),
    tournamentRules,
    6,
    330,
  );
  tpl(
    WEB_THEME,
    'lottery-rules',
    'promotion',
    t('抽選会のルール', 'Lottery rules'),
    t('抽選券と抽選について', 'Tickets and draws'),
    lotteryRules,
    7,
    350,
  );
  tpl(
    WEB_THEME,
    'withdrawal-holidays',
    'page',
    t('年末年始の出金処理', 'Withdrawals over the holidays'),
    t('処理日程のお知らせ', 'Processing schedule'),
    holidays,
    8,
    210,
  );
  tpl(
    WEB_THEME,
    'maintenance',
    'page',
    t('定期メンテナンス', 'Scheduled maintenance'),
    t('毎週水曜 4:00〜5:00（日本時間）', 'Every Wednesday 4:00-5:00 JST'),
    t(
      '<h2>定期メンテナンス</h2><p>毎週水曜日 4:00〜5:00（日本時間）はシステムメンテナンスのため、ゲームと入出金がご利用いただけません。</p><p>進行中のゲームはメンテナンス開始前に自動で精算されます。</p>',
      '<h2>Scheduled maintenance</h2><p>Every Wednesday from 4:00 to 5:00 JST, games, deposits and withdrawals are unavailable for maintenance.</p><p>Games in progress are settled automatically before it starts.</p>',
    ),
    9,
    230,
  );
  tpl(
    KIOSK_THEME,
    'kiosk-guide',
    'help',
    t('端末のご利用方法', 'Using the terminal'),
    t('ログインから台選びまで', 'From login to choosing a machine'),
    kioskGuide,
    3,
    40,
  );
  return templates;
}

export function seedLabels(): LabelDef[] {
  const labels: LabelDef[] = [];
  const label = (code: string, name: LocalizedText, color: string, sort: number) =>
    labels.push({ labelId: `LB-${code}`, code, name, color, sort });
  label('HOT', t('人気急上昇', 'Hot'), '#e63946', 1);
  label('NEW', t('新着', 'New'), '#2a9d8f', 2);
  label('JACKPOT', t('ジャックポット', 'Jackpot'), '#e9c46a', 3);
  label('POPULAR', t('定番', 'Popular'), '#f4a261', 4);
  label('RECOMMEND', t('おすすめ', 'Recommended'), '#457b9d', 5);
  label('EXCLUSIVE', t('当サイト限定', 'Exclusive'), '#9b5de5', 6);
  return labels;
}
