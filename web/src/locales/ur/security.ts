import type enSecurity from '../en/security';
import type { Translation } from './translation';

/** Urdu strings of the password rules and of sign-in throttling. */
const security = {
  passwordRules: {
    title: 'آپ کے پاس ورڈ میں یہ ضروری ہے:',
    minLength: 'کم از کم {min} حروف',
    noUsername: 'اس میں آپ کا یوزر نیم نہ ہو',
    notCommon: 'عام پاس ورڈ نہ ہو جس کا اندازہ آسانی سے لگ جائے',
    met: 'ہو گیا',
    unmet: 'ابھی نہیں',
  },
  signInWait:
    'اس آلے سے سائن اِن کی بہت زیادہ کوششیں ہوئیں۔ براہِ کرم {minutes} منٹ انتظار کریں اور پھر کوشش کریں۔',
} as const satisfies Translation<typeof enSecurity>;

export default security;
