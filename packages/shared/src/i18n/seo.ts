/**
 * The head of each player-site page (namespace `seo`): the title and the search-result description of
 * every page of rules/page-head.ts, in the page's language. The gateway writes them into the HTML it
 * serves; the site loads this namespace after its first screen to keep the head in step when the
 * player moves between pages.
 */
import type { MessagesLike } from './types';

const ja = {
  pages: {
    home: {
      title: 'Jewel Casino | 信頼と品格のオンラインカジノ',
      description:
        'Jewel Casino: スロット、パチンコ、ライブカジノ、スポーツを日本円と暗号資産で。ボーナス、VIP、トーナメント、抽選会も。',
    },
    casino: {
      title: 'カジノゲーム一覧 | Jewel Casino',
      description:
        'スロット、パチンコ、ライブカジノ、フィッシング、ポーカー、スポーツ。人気プロバイダーのゲームをカテゴリー別に探せます。',
    },
    slots: {
      title: 'スロット | Jewel Casino',
      description:
        '人気プロバイダーのオンラインスロット。新作、ジャックポット、おすすめのタイトルを日本円で遊べます。',
    },
    pachinko: {
      title: 'パチンコ | Jewel Casino',
      description: 'オンラインで楽しむパチンコ・パチスロ。実機さながらの台を、いつでもどこでも。',
    },
    liveCasino: {
      title: 'ライブカジノ | Jewel Casino',
      description: 'ディーラーと対面で遊ぶライブカジノ。バカラ、ルーレット、ブラックジャックをライブ配信で。',
    },
    fish: {
      title: 'フィッシングゲーム | Jewel Casino',
      description: '狙って撃つフィッシングゲーム。大物を仕留めて配当を獲得しましょう。',
    },
    poker: {
      title: 'ポーカー | Jewel Casino',
      description: 'テーブルポーカーとビデオポーカー。戦略で勝負するカードゲーム。',
    },
    sports: {
      title: 'スポーツ | Jewel Casino',
      description: 'サッカー、野球、バスケットボールなど、国内外のスポーツにベットできます。',
    },
    game: {
      title: 'ゲームをプレイ | Jewel Casino',
      description: 'Jewel Casino のゲーム画面。残高をゲームに移してプレイし、終了時にウォレットへ戻します。',
    },
    sportsbook: {
      title: 'スポーツベット | Jewel Casino',
      description: 'ライブオッズでスポーツにベット。試合前も試合中も賭けられます。',
    },
    promotions: {
      title: 'プロモーション | Jewel Casino',
      description:
        'スロットやライブカジノのトーナメント、抽選会、予想、タスク、ログインボーナス、フリースピン、VIP特典。Jewel Casino の最新プロモーション。',
    },
    tournament: {
      title: 'トーナメント | Jewel Casino',
      description: 'トーナメントのルール、賞金、ランキング。対象ゲームで遊んで上位を目指しましょう。',
    },
    lottery: {
      title: '抽選会 | Jewel Casino',
      description: 'プレイで抽選券を集めて賞品の抽選に参加。当選番号と賞品をご確認ください。',
    },
    guess: {
      title: '予想イベント | Jewel Casino',
      description: '試合の結果を予想して賞品を獲得。開催中の予想イベント一覧。',
    },
    tasks: {
      title: 'タスク | Jewel Casino',
      description: 'デイリー・ウィークリーのタスクを達成してボーナスを受け取りましょう。',
    },
    checkIn: {
      title: 'ログインボーナス | Jewel Casino',
      description: '毎日のチェックインでボーナスを獲得。連続ログインで報酬が増えます。',
    },
    freeSpins: {
      title: 'フリースピン | Jewel Casino',
      description: '対象スロットで使えるフリースピン。受け取り方と対象ゲームのご案内。',
    },
    vip: {
      title: 'VIPプログラム | Jewel Casino',
      description: 'VIPレベルと特典。プレイでポイントを貯めてレベルアップし、限定ボーナスを受け取れます。',
    },
    videos: {
      title: '動画 | Jewel Casino',
      description: 'ゲームの遊び方、大当たりの瞬間、最新情報を動画でお届けします。',
    },
    video: {
      title: '動画 | Jewel Casino',
      description: 'Jewel Casino の動画。ゲームの紹介やプレイ映像をご覧ください。',
    },
    login: {
      title: 'ログイン | Jewel Casino',
      description: 'Jewel Casino にログインして、スロット、ライブカジノ、スポーツをお楽しみください。',
    },
    register: {
      title: '新規登録 | Jewel Casino',
      description: 'Jewel Casino の無料会員登録。登録してボーナスやプロモーションに参加しましょう。',
    },
    resetPassword: {
      title: 'パスワードの再設定 | Jewel Casino',
      description: '登録したメールアドレスまたは電話番号でパスワードを再設定します。',
    },
    account: {
      title: 'マイアカウント | Jewel Casino',
      description: '残高、入出金、ボーナス、本人確認、セキュリティ設定をまとめて管理できます。',
    },
    wallet: {
      title: 'ウォレット | Jewel Casino',
      description: '通貨ごとの残高とゲーム内の残高を確認し、ウォレットへ戻せます。',
    },
    deposit: {
      title: '入金 | Jewel Casino',
      description: '銀行振込や暗号資産で入金。利用できる入金方法と金額の範囲をご確認ください。',
    },
    withdraw: {
      title: '出金 | Jewel Casino',
      description: '登録口座や暗号資産アドレスへの出金申請。出金可能額と手数料をご確認ください。',
    },
    history: {
      title: '取引履歴 | Jewel Casino',
      description: '入金、出金、ボーナス、ゲームの履歴を確認できます。',
    },
    bonuses: {
      title: 'ボーナス | Jewel Casino',
      description: '受け取り可能なボーナスと賭け条件の進み具合を確認できます。',
    },
    kyc: {
      title: '本人確認 | Jewel Casino',
      description: '本人確認書類を提出して、出金やすべての機能をご利用ください。',
    },
    security: {
      title: 'セキュリティ | Jewel Casino',
      description: 'パスワードの変更、メールアドレスと電話番号の登録・変更。',
    },
    responsibleGaming: {
      title: '責任あるゲーム | Jewel Casino',
      description: '入金上限、プレイ時間の制限、一時的な利用停止など、安心して遊ぶための設定。',
    },
    multimode: {
      title: 'マルチ台 | Jewel Casino',
      description: '複数のスロットを同時にプレイできるマルチ台モード。',
    },
    info: {
      title: 'ご利用案内 | Jewel Casino',
      description: '利用規約、プライバシーポリシー、よくある質問など、Jewel Casino のご利用案内。',
    },
    site: {
      title: 'Jewel Casino | 信頼と品格のオンラインカジノ',
      description:
        'Jewel Casino: スロット、パチンコ、ライブカジノ、スポーツを日本円と暗号資産で。ボーナス、VIP、トーナメント、抽選会も。',
    },
  },
};

const en = {
  pages: {
    home: {
      title: 'Jewel Casino | The online casino built on trust',
      description:
        'Jewel Casino: slots, pachinko, live casino and sports in yen and crypto, with bonuses, VIP rewards, tournaments and a lottery.',
    },
    casino: {
      title: 'Casino games | Jewel Casino',
      description:
        'Slots, pachinko, live casino, fishing, poker and sports: games from the leading providers by category.',
    },
    slots: {
      title: 'Slots | Jewel Casino',
      description:
        'Online slots from the leading providers: new releases, jackpots and our picks, played in yen.',
    },
    pachinko: {
      title: 'Pachinko | Jewel Casino',
      description: 'Pachinko and pachislot online: machines just like the real ones, anywhere, any time.',
    },
    liveCasino: {
      title: 'Live casino | Jewel Casino',
      description: 'Play baccarat, roulette and blackjack with live dealers, streamed as it happens.',
    },
    fish: {
      title: 'Fishing games | Jewel Casino',
      description: 'Aim, shoot and land the big catch: fishing games with prizes.',
    },
    poker: {
      title: 'Poker | Jewel Casino',
      description: 'Table poker and video poker: card games won by strategy.',
    },
    sports: {
      title: 'Sports | Jewel Casino',
      description: 'Bet on football, baseball, basketball and more, at home and abroad.',
    },
    game: {
      title: 'Play | Jewel Casino',
      description:
        'The Jewel Casino game page: move money into the game, play, and take it back to your wallet when you leave.',
    },
    sportsbook: {
      title: 'Sports betting | Jewel Casino',
      description: 'Bet on sports with live odds, before and during the match.',
    },
    promotions: {
      title: 'Promotions | Jewel Casino',
      description:
        'Slot and live-casino tournaments, lotteries, predictions, tasks, daily check-in, free spins and VIP rewards: the latest Jewel Casino promotions.',
    },
    tournament: {
      title: 'Tournament | Jewel Casino',
      description: 'Tournament rules, prizes and ranking: play the eligible games and climb the leaderboard.',
    },
    lottery: {
      title: 'Lottery | Jewel Casino',
      description:
        'Collect tickets as you play and enter the prize draw. Check the winning numbers and prizes.',
    },
    guess: {
      title: 'Predictions | Jewel Casino',
      description: 'Predict match results and win prizes: the prediction events running now.',
    },
    tasks: {
      title: 'Tasks | Jewel Casino',
      description: 'Complete daily and weekly tasks and collect your bonus.',
    },
    checkIn: {
      title: 'Daily check-in | Jewel Casino',
      description: 'Check in every day for a bonus: the longer your streak, the bigger the reward.',
    },
    freeSpins: {
      title: 'Free spins | Jewel Casino',
      description: 'Free spins on selected slots: how to claim them and where to use them.',
    },
    vip: {
      title: 'VIP programme | Jewel Casino',
      description: 'VIP levels and rewards: earn points as you play, level up and collect exclusive bonuses.',
    },
    videos: {
      title: 'Videos | Jewel Casino',
      description: 'How to play, big wins and the latest news, on video.',
    },
    video: {
      title: 'Video | Jewel Casino',
      description: 'A Jewel Casino video: game introductions and gameplay.',
    },
    login: {
      title: 'Log in | Jewel Casino',
      description: 'Log in to Jewel Casino for slots, live casino and sports.',
    },
    register: {
      title: 'Sign up | Jewel Casino',
      description: 'Create your free Jewel Casino account and join the bonuses and promotions.',
    },
    resetPassword: {
      title: 'Reset password | Jewel Casino',
      description: 'Reset your password with the email address or phone number you registered.',
    },
    account: {
      title: 'My account | Jewel Casino',
      description:
        'Your balance, deposits, withdrawals, bonuses, identity verification and security settings in one place.',
    },
    wallet: {
      title: 'Wallet | Jewel Casino',
      description: 'Your balance in each currency and in your games, and the way back to your wallet.',
    },
    deposit: {
      title: 'Deposit | Jewel Casino',
      description: 'Deposit by bank transfer or crypto: the methods available and their amount ranges.',
    },
    withdraw: {
      title: 'Withdraw | Jewel Casino',
      description: 'Withdraw to your bank account or crypto address: your withdrawable amount and fees.',
    },
    history: {
      title: 'History | Jewel Casino',
      description: 'Your deposits, withdrawals, bonuses and games.',
    },
    bonuses: {
      title: 'Bonuses | Jewel Casino',
      description: 'The bonuses you can collect and how far their wagering has come.',
    },
    kyc: {
      title: 'Identity verification | Jewel Casino',
      description: 'Submit your identity documents to withdraw and use every feature.',
    },
    security: {
      title: 'Security | Jewel Casino',
      description: 'Change your password and bind or change your email address and phone number.',
    },
    responsibleGaming: {
      title: 'Responsible gaming | Jewel Casino',
      description: 'Deposit limits, session limits and time-outs: settings to play safely.',
    },
    multimode: {
      title: 'Multi-machine | Jewel Casino',
      description: 'Play several slots at once in multi-machine mode.',
    },
    info: {
      title: 'Information | Jewel Casino',
      description: 'Terms of use, privacy policy, FAQ and more about Jewel Casino.',
    },
    site: {
      title: 'Jewel Casino | The online casino built on trust',
      description:
        'Jewel Casino: slots, pachinko, live casino and sports in yen and crypto, with bonuses, VIP rewards, tournaments and a lottery.',
    },
  },
} satisfies MessagesLike<typeof ja>;

export const seo = { ja, en };
