/** Mapping the store's records to the wire shapes of the catalog (language, URLs, masking). */
import { fromUnits } from '@casino/shared/schemas/money';
import type { Game } from '@casino/shared/schemas/game';
import type { Machine } from '@casino/shared/schemas/machine';
import type { Provider } from '@casino/shared/schemas/provider';
import type { Lang } from '../../core/context';
import type { GameDef, GamesStore, MachineDef, ProviderDef } from './store';

export function artUrl(publicUrl: string, gameId: string, lang: Lang): string {
  return `${publicUrl}/games/art/${encodeURIComponent(gameId)}.svg?lang=${lang}`;
}

export function gameView(g: GameDef, publicUrl: string, lang: Lang): Game {
  return {
    gameId: g.gameId,
    platformCode: g.platformCode,
    providerCode: g.providerCode,
    gameName: g.name[lang],
    gameType: g.gameType,
    lobbyCode: g.lobbyCode,
    gameUrl: null,
    imageUrl: artUrl(publicUrl, g.gameId, lang),
    labels: g.labels,
    supMultiMode: g.supMultiMode,
    demo: g.demo,
    status: g.status,
    sort: g.sort,
    machineKind: g.machineKind,
    rtp: g.rtp,
    currencies: g.currencies,
  };
}

export function providerView(p: ProviderDef, store: GamesStore, publicUrl: string, lang: Lang): Provider {
  return {
    providerCode: p.providerCode,
    providerName: p.name[lang],
    platformCodes: p.platformCodes,
    gameTypes: p.gameTypes,
    logoUrl: `${publicUrl}/games/art/provider/${encodeURIComponent(p.providerCode)}.svg`,
    supMultiMode: p.supMultiMode,
    transferModel: p.transferModel,
    gameCount: store.games.filter((g) => g.providerCode === p.providerCode).length,
    sort: p.sort,
    currencies: p.currencies.map((c) => ({ providerCode: p.providerCode, providerCurrency: c })),
  };
}

export function machineView(m: MachineDef, store: GamesStore, publicUrl: string, lang: Lang): Machine {
  const g = store.byId.get(m.gameId)!;
  return {
    machineId: m.machineId,
    machineNo: m.machineNo,
    gameId: m.gameId,
    platformCode: m.platformCode,
    providerCode: m.providerCode,
    gameName: g.name[lang],
    machineKind: m.machineKind,
    state: m.state,
    currentSpins: m.currentSpins,
    totalSpins: m.totalSpins,
    bigHits: m.bigHits,
    regHits: m.regHits,
    maxPayout: m.maxPayout,
    recentHits: m.recentHits.slice(0, 10),
    imageUrl: artUrl(publicUrl, m.gameId, lang),
    supMultiMode: g.supMultiMode,
    unitPrice: m.machineKind === 'pachinko' ? '4.00' : '20.00',
  };
}

export const money = (units: bigint) => fromUnits(units);
