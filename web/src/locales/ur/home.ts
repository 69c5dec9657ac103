import type enHome from '../en/home';
import type { Translation } from './translation';

/** Urdu strings of the home screen. */
const home = {
  title: 'لرنیفائی میں خوش آمدید!',
  intro:
    'جماعت 1 سے 5 کے لیے مزے دار کوئز، بالکل ویسے جیسا آپ اسکول میں پڑھتے ہیں۔ جتنی بار چاہیں کوشش کریں — ہر کوئز کے بعد فوراً نتیجہ ملتا ہے، اور آپ کی ترقی دکھاتی ہے کہ آپ کتنا آگے بڑھ رہے ہیں۔',
  catalogue: {
    title: 'کوئز چنیں',
    lead: 'اپنی جماعت چنیں، پھر مضمون اور سبق۔ ہر کوئز بار بار حل کیا جا سکتا ہے۔',
    gradesNav: 'کسی جماعت پر جائیں',
    loading: 'کوئز لوڈ ہو رہے ہیں…',
    error: 'کوئز لوڈ نہیں ہو سکے۔ براہِ کرم اپنا انٹرنیٹ دیکھ کر دوبارہ کوشش کریں۔',
    empty: 'ابھی کوئی کوئز موجود نہیں۔ جلد دوبارہ آئیں!',
    quizCount: '{count} کوئز',
  },
  signIn: {
    title: 'لاگ اِن',
    username: 'یوزر نیم',
    password: 'پاس ورڈ',
    remember: 'مجھے یاد رکھیں',
    submit: 'لاگ اِن',
    submitting: 'لاگ اِن ہو رہا ہے…',
    failedWithDetail: 'لاگ اِن نہیں ہو سکا: {detail}',
    failedGeneric: 'لاگ اِن نہیں ہو سکا: سرور میں خرابی',
    staff: 'ایڈمن اور مینیجر بیک اینڈ سے لاگ اِن کریں۔',
    noAccount: 'لرنیفائی پر نئے ہیں؟',
    signUp: 'اکاؤنٹ بنائیں',
  },
  student: {
    greeting: 'السلام علیکم، {name}! کوئز کے لیے تیار ہیں؟',
    greetingNoName: 'السلام علیکم! کوئز کے لیے تیار ہیں؟',
    streak: {
      none: 'ابھی کوئی سلسلہ نہیں: آج ایک کوئز مکمل کر کے شروع کریں۔',
      one: 'لگاتار 1 دن',
      days: 'لگاتار {count} دن',
      keepGoing: 'سلسلہ جاری رکھنے کے لیے آج ایک کوئز مکمل کریں!',
      week: 'اس ہفتے {count} کوئز مکمل کیے۔',
      weekOne: 'اس ہفتے 1 کوئز مکمل کیا۔',
    },
    nextUp: {
      title: 'اگلا کوئز',
      new: 'آپ کے لیے نیا',
      improve: 'اب تک بہترین {best} – اس سے آگے بڑھیں',
      improveSince: '{date} سے بہترین {best} – اس سے آگے بڑھیں',
    },
    done: 'مکمل · بہترین {best}',
    doneSince: 'مکمل · {date} سے بہترین {best}',
    gradeQuestion: {
      title: 'آپ کس جماعت میں ہیں؟',
      lead: 'ایک بار بتا دیں، پھر ہم آپ کی جماعت کے کوئز پہلے دکھائیں گے اور اگلے کوئز آپ کے لیے چنیں گے۔',
      submit: 'یہ میری جماعت ہے',
      saving: 'محفوظ ہو رہا ہے…',
      failed: 'آپ کی جماعت محفوظ نہیں ہو سکی۔ دوبارہ کوشش کریں۔',
    },
    otherGrades: 'دوسری جماعتیں',
    progressFailed: 'آپ کی پیش رفت لوڈ نہیں ہو سکی۔ سارے کوئز یہاں موجود ہیں۔',
  },
  signedIn: {
    title: 'آپ لاگ اِن ہیں',
    greeting: 'السلام علیکم، {name}! کوئز کے لیے تیار ہیں؟',
    greetingNoName: 'السلام علیکم! کوئز کے لیے تیار ہیں؟',
  },
} as const satisfies Translation<typeof enHome>;

export default home;
