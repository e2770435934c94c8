/**
 * The reference platform's HTML5 games, bundled into /games/assets/game.js (and game.css) by
 * scripts/build-assets.mjs: the page shell (game.ts) and one module per engine (engines/).
 */
import './game.css';
import type { EngineKind, GamePageConfig } from './contract';
import { anyEngine, type Engine } from './engine';
import { baccarat } from './engines/baccarat';
import { fish } from './engines/fish';
import { pachinko } from './engines/pachinko';
import { poker } from './engines/poker';
import { reels } from './engines/reels';
import { sports } from './engines/sports';
import { startGame } from './game';

const ENGINES: Record<EngineKind, Engine> = {
  reels5: anyEngine(reels),
  reels3: anyEngine(reels),
  pachinko: anyEngine(pachinko),
  baccarat: anyEngine(baccarat),
  sports: anyEngine(sports),
  poker: anyEngine(poker),
  fish: anyEngine(fish),
};

const cfg = JSON.parse(document.getElementById('game-config')!.textContent!) as GamePageConfig;
startGame(cfg, ENGINES[cfg.engine], document.getElementById('app')!);
