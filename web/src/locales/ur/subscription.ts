import type enSubscription from '../en/subscription';
import type { Translation } from './translation';

/** Urdu strings of the subscription renewal screen. */
const subscription = {
  title: 'رکنیت کی تجدید',
  lead: 'بغیر رُکے سیکھتے رہیں۔ منصوبہ چنیں، فیس کی رسید لگائیں اور درخواست بھیجیں — ہماری ٹیم 10 سے 15 منٹ میں تصدیق کر دیتی ہے۔',
  current: {
    title: 'آپ کی رکنیت',
    plan: 'منصوبہ',
    status: 'حالت',
    expiresOn: 'ختم ہونے کی تاریخ',
    none: 'طے نہیں',
    unknown: 'معلوم نہیں',
    loading: 'آپ کی رکنیت لوڈ ہو رہی ہے…',
    failed: 'رکنیت کی معلومات نہیں مل سکیں۔',
  },
  form: {
    title: 'تجدید کی درخواست',
    plan: 'منصوبہ چنیں',
    MONTHLY: 'ماہانہ — 300 روپے فی مہینہ',
    YEARLY: 'سالانہ — 2,700 روپے فی سال (3,600 روپے پر 25% رعایت)',
    receipt: 'فیس کی رسید',
    receiptHint: 'ادائیگی کی رسید کی تصویر، اسکین یا PDF۔',
    signOutNote: 'درخواست بھیجنے کے بعد، ٹیم کی تصدیق تک آپ لاگ آؤٹ رہیں گے۔',
    submit: 'تجدید کی درخواست بھیجیں',
    submitting: 'بھیجا جا رہا ہے…',
  },
  signedOut: 'رکنیت کی تجدید طالب علم سائن اِن ہو کر فیس کی رسید کی تصویر کے ساتھ کرتا ہے۔',
  signIn: 'تجدید کے لیے سائن اِن کریں',
  renewed: 'تجدید کی درخواست بھیج دی گئی! اب آپ لاگ آؤٹ ہو گئے ہیں۔',
  failed: 'تجدید کی درخواست نہیں بھیجی جا سکی۔',
} as const satisfies Translation<typeof enSubscription>;

export default subscription;
