import { Icon, type IconProps } from './icon';

/** A loudspeaker with sound waves: read aloud. */
export function SpeakerIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      <path d="M16.5 8.5a5 5 0 0 1 0 7" />
      <path d="M19 6a8.5 8.5 0 0 1 0 12" />
    </Icon>
  );
}
