import type enPrivacy from '../en/privacy';
import type { Translation } from './translation';

/** Urdu strings of the privacy link and the guardian's agreement at sign-up (the page text: privacy-page.ts). */
const privacy = {
  link: 'رازداری',
  consent: {
    label:
      'میں اس بچے کا والد، والدہ یا سرپرست ہوں، اور رازداری کے صفحے کے مطابق لرنیفائی کے اوپر دی گئی تفصیلات رکھنے پر راضی ہوں۔',
    pageLink: 'رازداری کا صفحہ پڑھیں',
    required: 'بچے کا اکاؤنٹ بنانے سے پہلے والدین یا سرپرست کی رضامندی ضروری ہے۔',
  },
} as const satisfies Translation<typeof enPrivacy>;

export default privacy;
