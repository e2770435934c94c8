/**
 * Multi-machine limits of spec sections 4 and 9, from the shared business constants.
 */
export {
  MULTI_MODE_PLATFORMS,
  MAX_OPEN_GAMES,
  MAX_OPEN_GAMES_APPLE,
  maxOpenGames,
  isMultiModePlatform,
} from '@casino/shared/rules/constants';
