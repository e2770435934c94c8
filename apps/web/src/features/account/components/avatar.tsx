/**
 * Preset avatars ("avatar_01".."avatar_16", the values modify_player_avatar accepts): drawn as
 * gradients with the player's initial, so no image has to load.
 */
const HUES = [32, 200, 150, 340, 270, 12, 180, 45, 220, 300, 95, 0, 250, 120, 60, 190];

export const AVATARS = Array.from({ length: 16 }, (_, i) => `avatar_${String(i + 1).padStart(2, '0')}`);

export function Avatar({
  value,
  name,
  small,
}: {
  value: string | null | undefined;
  name: string;
  small?: boolean;
}) {
  const index = Math.max(0, AVATARS.indexOf(value ?? '') === -1 ? 0 : AVATARS.indexOf(value ?? ''));
  const hue = HUES[index] ?? 32;
  return (
    <span
      className={`avatar${small ? ' avatar--sm' : ''}`}
      aria-hidden="true"
      style={{ background: `linear-gradient(135deg, hsl(${hue} 55% 42%), hsl(${(hue + 40) % 360} 60% 22%))` }}
    >
      {(name.replace(/^jc/, '')[0] ?? '?').toUpperCase()}
    </span>
  );
}
