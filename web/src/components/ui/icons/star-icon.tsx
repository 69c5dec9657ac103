import { Icon, type IconProps } from './icon';

/** A filled five-pointed star: highlights (the Overall Performance row, the honour boards). */
export function StarIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path
        d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z"
        fill="currentColor"
        strokeWidth="1"
      />
    </Icon>
  );
}
