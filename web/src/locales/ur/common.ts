import type enCommon from '../en/common';
import type { Translation } from './translation';

/** Urdu strings shared by every screen: the app shell, session messages and option labels. */
const common = {
  appName: 'لرنیفائی',
  tagline: 'سیکھو، کھیلو، آگے بڑھو',
  loading: 'لوڈ ہو رہا ہے…',
  gradeNumber: 'جماعت {number}',
  retry: 'دوبارہ کوشش کریں',
  upload: {
    label: 'آپ کی فائلیں بھیجی جا رہی ہیں',
    starting: 'شروع ہو رہا ہے…',
    progress: '{total} میں سے {sent} بھیج دیا گیا ({percent}%)',
    cancel: 'بھیجنا منسوخ کریں',
    cancelled: 'بھیجنا منسوخ کر دیا گیا۔ آپ نے جو کچھ لکھا تھا وہ سب یہیں موجود ہے: جب چاہیں دوبارہ بھیجیں۔',
  },
  skipToContent: 'سیدھے اصل مواد پر جائیں',
  notProvided: 'نہیں بتایا گیا',
  header: {
    homeLink: 'Learnify — ہوم پیج',
    welcome: 'خوش آمدید، {name}!',
    welcomeNoName: 'دوبارہ خوش آمدید!',
  },
  nav: {
    label: 'مرکزی',
    menu: 'مینو',
    whyJoin: 'کیوں شامل ہوں',
    assessment: 'جائزہ',
    subjectPerformance: 'مضمون وار کارکردگی',
    quizHistory: 'کوئز کی تاریخ',
    heroes: 'لرنیفائی کے ہیرو',
    membership: 'رکنیت',
    helpCenter: 'مدد مرکز',
    accountSettings: 'اکاؤنٹ کی ترتیبات',
    renewSubscription: 'رکنیت کی تجدید',
    editProfile: 'پروفائل میں تبدیلی',
    familyLinks: 'فیملی لنکس',
    signUp: 'رجسٹر ہوں',
    logout: 'لاگ آؤٹ',
    loggingOut: 'لاگ آؤٹ ہو رہا ہے…',
  },
  footer: {
    about: 'جماعت 1 سے 5 کے بچوں کے لیے فوری نتیجے والے کوئز، قومی نصاب کے مطابق۔',
    explore: 'مزید دیکھیں',
    support: 'مدد',
    copyright: '© {year} لرنیفائی۔ پاکستان کے ننھے طالب علموں کے لیے محبت سے بنایا گیا۔',
  },
  session: {
    expired: 'آپ کی رکنیت ختم ہو گئی ہے۔ براہِ کرم تجدید کریں۔',
  },
  error: {
    title: 'اوہو! کچھ گڑبڑ ہو گئی',
    body: 'یہ صفحہ نہیں دکھایا جا سکا۔ دوبارہ کوشش کریں — اگر پھر بھی ایسا ہو تو ہوم پیج پر جائیں۔',
    reload: 'صفحہ دوبارہ لوڈ کریں',
    home: 'ہوم پیج پر جائیں',
  },
  choose: 'چنیں…',
  role: {
    STUDENT: 'طالب علم',
    TEACHER: 'استاد',
    ADMIN: 'ایڈمن',
    MANAGER: 'مینیجر',
  },
  accountStatus: {
    ACTIVE: 'فعال',
    INACTIVE: 'تصدیق کا انتظار ہے',
    EXPIRED: 'ختم ہو گئی',
  },
  gender: {
    MALE: 'لڑکا / مرد',
    FEMALE: 'لڑکی / عورت',
    OTHER: 'دیگر',
  },
  homeLanguage: {
    BALOCHI: 'بلوچی',
    BRAHUI: 'براہوی',
    CHITRALI: 'چترالی',
    HINDKO: 'ہندکو',
    OTHER: 'دیگر',
    PASHTO: 'پشتو',
    PUNJABI: 'پنجابی',
    SARAIKI: 'سرائیکی',
    SINDHI: 'سندھی',
    URDU: 'اردو',
  },
  schoolingStatus: {
    PUBLIC_SCHOOL: 'سرکاری اسکول',
    PRIVATE_SCHOOL: 'نجی اسکول',
    HOMESCHOOL: 'گھر پر تعلیم',
    MADRASSAH: 'مدرسہ',
    TEACHER: 'میں استاد ہوں',
  },
  province: {
    AZAD_KASHMIR: 'آزاد کشمیر',
    BALOCHISTAN: 'بلوچستان',
    FEDERAL_TERRITORY: 'وفاقی علاقہ',
    GILGIT_BALTISTAN: 'گلگت بلتستان',
    KHYBER_PAKHTUNKHWA: 'خیبر پختونخوا',
    PUNJAB: 'پنجاب',
    SINDH: 'سندھ',
  },
  plan: {
    MONTHLY: 'ماہانہ',
    YEARLY: 'سالانہ',
  },
  language: {
    label: 'زبان',
    en: 'English',
    ur: 'اردو',
  },
} as const satisfies Translation<typeof enCommon>;

export default common;
