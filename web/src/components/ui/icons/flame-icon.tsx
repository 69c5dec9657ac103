import { Icon, type IconProps } from './icon';

/** A flame: a learning streak kept alive. */
export function FlameIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path
        d="M12 2.5c.6 3.2-1.3 4.9-2.9 6.7C7.6 10.9 6.5 12.6 6.5 15a5.5 5.5 0 0 0 11 0c0-2.6-1.4-4.4-2.6-5.8-.3 1.3-1 2.3-2 2.8.5-3.3-.2-6.6-.9-9.5z"
        fill="currentColor"
        strokeWidth="1"
      />
    </Icon>
  );
}
