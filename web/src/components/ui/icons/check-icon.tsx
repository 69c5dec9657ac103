import { Icon, type IconProps } from './icon';

/** A tick: correct. */
export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4.5 12.5l5 5 10-11" strokeWidth="3" />
    </Icon>
  );
}
