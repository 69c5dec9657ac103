import { Icon, type IconProps } from './icon';

/** A cross: incorrect. */
export function CrossIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12M18 6L6 18" strokeWidth="3" />
    </Icon>
  );
}
