import type enPerformance from '../en/performance';
import type { Translation } from './translation';

/** Urdu strings of the subject-wise performance screen. */
const performance = {
  pageTitle: 'مضمون وار کارکردگی',
  lead: 'ہر مضمون میں آپ کی کارکردگی، آپ کی جماعت کے سب طالب علموں کی اوسط کے مقابلے میں۔',
  loading: 'لوڈ ہو رہا ہے…',
  failed: 'مضمون وار کارکردگی لوڈ نہیں ہو سکی۔',
  empty: 'آپ نے ابھی کوئی کوئز مکمل نہیں کیا، اس لیے موازنہ نہیں ہو سکتا۔ کوئز حل کریں اور واپس آئیں!',
  overall: 'مجموعی کارکردگی',
  findQuiz: 'حل کرنے کے لیے کوئز ڈھونڈیں',
  table: {
    caption: 'ہر مضمون میں آپ کی اوسط اور جماعت کی اوسط',
    subject: 'مضمون',
    yourAverage: 'آپ کی اوسط',
    classAverage: 'جماعت کی اوسط',
    percentile: 'پرسنٹائل',
    percentileMeaning:
      'پرسنٹائل: جماعت کی اوسط کے مقابلے میں آپ کی اوسط۔ سو فیصد کا مطلب ہے جماعت کے برابر؛ سو فیصد سے زیادہ کا مطلب ہے جماعت سے بہتر۔',
    notAvailable: 'دستیاب نہیں',
    notAvailableNote:
      '"دستیاب نہیں": اس مضمون میں لرنیفائی کے جماعت والے اعداد آپ کے اپنے نتائج سے میل نہیں کھاتے، اس لیے نہیں دکھائے گئے۔',
  },
  chart: {
    title: 'آپ اور آپ کی جماعت، ہر مضمون میں',
    description: 'اوسط اسکور (فیصد) کا بار چارٹ۔ {details}',
    detail: '{subject}: آپ {student}، جماعت {class}۔',
    detailNoClass: '{subject}: آپ {student}، جماعت کی اوسط دستیاب نہیں۔',
    you: 'آپ',
    class: 'جماعت کی اوسط',
    axis: 'اوسط اسکور (%)',
  },
} as const satisfies Translation<typeof enPerformance>;

export default performance;
