import { useState } from 'react';
import styled from 'styled-components';
import { teamColorsOf } from '../domain/team-colors';
import { theme } from './theme';

const NAME_SUFFIXES = new Set(['JR', 'SR', 'II', 'III', 'IV', 'V']);

const firstLetter = (word: string | undefined) => word?.match(/\p{L}/u)?.[0] ?? '';

/** A player's initials, first and last name: 'Patrick Mahomes II' → 'PM', 'A.J. Brown' → 'AB'. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => !NAME_SUFFIXES.has(word.replace(/\./g, '').toUpperCase()));
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return (firstLetter(words[0]) + firstLetter(last)).toUpperCase();
}

const Frame = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  border-radius: 50%;
  /* A ring, so a dark team colour still reads as a circle on the dark page. */
  box-shadow: 0 0 0 1px ${theme.color.border};
  background: ${theme.color.surfaceRaised};
  color: ${theme.color.text};
  font-weight: 700;
  line-height: 1;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface PlayerAvatarProps {
  name: string;
  /** His NFL team: the circle takes its colour, so a missing photo still says something. */
  team: string;
  headshotUrl: string | null | undefined;
  /** Width and height in CSS pixels. */
  size?: number;
}

/**
 * A player's photo in a small circle, or his initials on his team's colour when there is no
 * photo or it does not load (an offline machine, a blocked host): never a broken image. It is
 * decoration — his name is always beside it — so it is hidden from assistive technology.
 */
export function PlayerAvatar({ name, team, headshotUrl, size = 32 }: PlayerAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  // Only https: the page's image policy (decision 029) allows no other scheme for photos.
  const src = headshotUrl?.startsWith('https://') && headshotUrl !== failedUrl ? headshotUrl : null;
  const colors = teamColorsOf(team);
  return (
    <Frame
      aria-hidden="true"
      data-testid="player-avatar"
      style={{
        width: size,
        height: size,
        fontSize: Math.round(size * 0.38),
        ...(colors ? { background: colors.primary, color: colors.text } : {}),
      }}
    >
      {src ? (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailedUrl(src)}
        />
      ) : (
        initialsOf(name)
      )}
    </Frame>
  );
}
