import { Icon, type IconProps } from './icon';

const METAL = { 1: '#d4a017', 2: '#9ea7ad', 3: '#b8733d' } as const;

/** A medal on a ribbon in gold, silver or bronze for ranks 1–3 of an honour board. */
export function MedalIcon({ rank, ...props }: IconProps & { rank: 1 | 2 | 3 }) {
  return (
    <Icon {...props}>
      <path d="M8 2l4 7 4-7" stroke="#1a7f45" />
      <circle cx="12" cy="15" r="6.5" fill={METAL[rank]} stroke="#5b4a1d" strokeWidth="1.2" />
    </Icon>
  );
}
