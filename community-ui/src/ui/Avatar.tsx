// Account avatars: the logo when it loads, else initials on one of six fixed colours (access spec §3).
import { useState } from 'react';

const AVATAR_COLOURS = ['teal', 'indigo', 'plum', 'amber', 'forest', 'rust'] as const;
const DEFAULT_COLOUR = AVATAR_COLOURS[0];

/** Images that failed are not asked for again for 7 days; at most 20 are remembered. */
const FAILED_KEY = 'porchlight.avatar-failures';
const FAILED_DAYS = 7;
const FAILED_MAX = 20;

type Failures = Record<string, number>;

function failures(): Failures {
  try {
    const now = Date.now();
    const stored = JSON.parse(localStorage.getItem(FAILED_KEY) ?? '{}') as Failures;
    return Object.fromEntries(Object.entries(stored).filter(([, until]) => until > now));
  } catch {
    return {};
  }
}

function rememberFailure(src: string): void {
  const kept = Object.entries({ ...failures(), [src]: Date.now() + FAILED_DAYS * 86_400_000 })
    .sort(([, a], [, b]) => b - a)
    .slice(0, FAILED_MAX);
  localStorage.setItem(FAILED_KEY, JSON.stringify(Object.fromEntries(kept)));
}

function colourOf(name: string): string {
  if (!name) return DEFAULT_COLOUR;
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length];
}

const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

export function Avatar({ name, src }: { name: string; src?: string | null }) {
  const [broken, setBroken] = useState(() => !src || src in failures());
  if (src && !broken) {
    return (
      <img
        className="avatar"
        src={src}
        alt=""
        onError={() => {
          rememberFailure(src);
          setBroken(true);
        }}
      />
    );
  }
  return (
    <span className={`avatar avatar--${colourOf(name)}`} aria-hidden="true">
      {initialsOf(name) || '·'}
    </span>
  );
}
