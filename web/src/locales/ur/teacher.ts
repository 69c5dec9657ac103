import type enTeacher from '../en/teacher';
import type { Translation } from './translation';

/** Urdu strings of the teacher screens. */
const teacher = {
  students: {
    pageTitle: 'میرے طالب علم',
    lead: 'آپ کے اسکول کے طالب علم۔ کسی طالب علم کی کوئز کی تاریخ دیکھنے کے لیے اسے چنیں۔',
    loading: 'لوڈ ہو رہا ہے…',
    failed:
      'آپ کے طالب علم لوڈ نہیں ہو سکے۔ آپ پھر بھی کسی بھی طالب علم کی کوئز کی تاریخ کھول سکتے ہیں: اوپر “یوزر نیم سے طالب علم تلاش کریں” والے خانے میں اس کا یوزر نیم لکھیں۔',
    useFind: 'یوزر نیم کے خانے پر جائیں',
    forbidden: 'یہ صفحہ اساتذہ کے لیے ہے۔ اپنے طالب علم دیکھنے کے لیے استاد کے اکاؤنٹ سے لاگ اِن کریں۔',
    empty: 'کوئی طالب علم نہیں ملا۔',
    filters: 'چھانٹیں اور ترتیب دیں',
    grade: 'جماعت',
    allGrades: 'سب',
    sort: 'نام کی ترتیب',
    sortAsc: 'A سے Z',
    sortDesc: 'Z سے A',
    count: '{count} طالب علم',
    countOne: '1 طالب علم',
    caption: 'طالب علم',
    fullName: 'پورا نام',
    username: 'یوزر نیم',
    email: 'ای میل',
    gender: 'جنس',
    school: 'اسکول',
    city: 'شہر',
    province: 'صوبہ',
    historyOf: '{name} کی کوئز کی تاریخ',
    missing: '—',
  },
  find: {
    label: 'یوزر نیم سے طالب علم تلاش کریں',
    hint: 'اس طالب علم کی کوئز کی تاریخ کھل جائے گی، چاہے نیچے دی گئی فہرست لوڈ نہ ہو سکے۔',
    submit: 'تاریخ کھولیں',
    empty: 'پہلے طالب علم کا یوزر نیم لکھیں۔',
  },
  history: {
    pageTitle: '{name} کی کوئز کی تاریخ',
    pageTitleGeneric: 'طالب علم کی کوئز کی تاریخ',
    back: 'میرے طالب علموں پر واپس',
    loading: 'لوڈ ہو رہا ہے…',
    failed: 'اس طالب علم کی کوئز کی تاریخ لوڈ نہیں ہو سکی۔',
    empty: 'اس طالب علم کی کوئز کی کوئی تاریخ موجود نہیں۔',
    forbidden: 'یہ طالب علم آپ کے اسکول کا نہیں، اس لیے اس کی کوئز کی تاریخ آپ نہیں دیکھ سکتے۔',
    notFound: 'یوزر نیم “{username}” والا کوئی طالب علم نہیں ملا۔',
    caption: '{name} کی کوئز کی تاریخ',
    chartTitle: 'وقت کے ساتھ {name} کے فیصد نمبر',
  },
} as const satisfies Translation<typeof enTeacher>;

export default teacher;
