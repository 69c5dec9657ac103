import type enHonours from '../en/honours';
import type { Translation } from './translation';

/** Urdu strings of the Learnify Heroes honour board. */
const honours = {
  title: 'لرنیفائی کے ہیرو',
  lead: 'لرنیفائی کے ستاروں سے ملیں! ان بچوں نے بار بار پوری کوشش کی۔ مشق جاری رکھیں — اگلی بار یہاں آپ کا نام بھی ہو سکتا ہے۔',
  loading: 'ہیرو لوڈ ہو رہے ہیں…',
  failed: 'اعزازی بورڈ لوڈ نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
  empty: 'کوئی معلومات موجود نہیں',
  period: 'پچھلے {days} دن کے کوئز کی بنیاد پر۔',
  boards: {
    SHINING_STARS: { title: 'چمکتے ستارے', subtitle: 'مہینے کے بہترین طالب علم' },
    NATIONAL_HEROES: { title: 'قومی ہیرو', subtitle: 'سہ ماہی کے بہترین طالب علم' },
  },
  tableLabel: '{board}: {grade}',
  scrollHint: 'پورا جدول دیکھنے کے لیے دائیں بائیں سرکائیں۔',
  columns: {
    rank: 'درجہ',
    name: 'نام',
    username: 'یوزر نیم',
    school: 'اسکول',
    city: 'شہر',
    province: 'صوبہ',
    quizzesAttempted: 'حل کیے گئے کوئز',
    averageScore: 'اوسط اسکور',
    totalMarks: 'کل نمبر',
  },
} as const satisfies Translation<typeof enHonours>;

export default honours;
