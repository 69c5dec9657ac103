import { Button } from '@/components/ui/button';
import { useI18n } from '@/lib/i18n';
import { useReadAloud } from '@/lib/read-aloud';
import { SpeakerIcon } from '@/components/ui/icons/speaker-icon';

/**
 * "Listen to the question": reads the question and its options aloud in the interface language. Not rendered
 * where the browser has no speech synthesis. The card is keyed by question, so moving on unmounts it and stops.
 */
export function ReadAloudButton({ text, className }: { text: () => string; className?: string }) {
  const { t, language } = useI18n();
  const { available, speaking, read, stop } = useReadAloud(language);
  if (!available) return null;
  return (
    <Button variant="secondary" className={className} onClick={() => (speaking ? stop() : read(text()))}>
      <SpeakerIcon /> {t(speaking ? 'quiz.stopReading' : 'quiz.readAloud')}
    </Button>
  );
}
