import { Icon, type IconProps } from './icon';

/**
 * An arrow pointing back (start of the line) or forward (its end). It is drawn for left-to-right text and turned
 * round in right-to-left pages (the `mirror-rtl` class), so "back" always points where reading came from.
 */
export function ArrowIcon({ direction, className, ...props }: IconProps & { direction: 'back' | 'forward' }) {
  return (
    <Icon {...props} className={['mirror-rtl', className].filter(Boolean).join(' ')}>
      {direction === 'back' ? <path d="M19 12H5M11 6l-6 6 6 6" /> : <path d="M5 12h14M13 6l6 6-6 6" />}
    </Icon>
  );
}
