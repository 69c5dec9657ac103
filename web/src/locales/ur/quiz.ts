import type enQuiz from '../en/quiz';
import type { Translation } from './translation';

/** Urdu strings of the quiz-taking screen. */
const quiz = {
  pageTitle: 'کوئز',
  starting: 'آپ کا کوئز تیار ہو رہا ہے…',
  startRetrying: 'لرنیفائی سے رابطہ ہو رہا ہے… ہم کوشش جاری رکھیں گے۔',
  notFoundTitle: 'کوئز نہیں ملا',
  notFound: 'یہ کوئز نہیں مل سکا۔ شاید اسے ہٹا دیا گیا ہے یا کہیں اور رکھ دیا گیا ہے۔',
  failedTitle: 'یہ کوئز نہیں کھل سکا',
  failed: 'کوئز کھولتے ہوئے کچھ گڑبڑ ہو گئی۔ براہِ کرم کوئز کی فہرست سے اسے دوبارہ چنیں۔',
  noQuestions: 'اس کوئز میں ابھی کوئی سوال نہیں۔ براہِ کرم کوئی اور کوئز آزمائیں۔',
  backHome: 'کوئز کی فہرست پر واپس جائیں',
  resumed: 'دوبارہ خوش آمدید! ہم نے آپ کے پچھلے جواب سنبھال کر رکھے ہیں، جہاں رُکے تھے وہیں سے شروع کریں۔',
  startOver: 'شروع سے دوبارہ کریں',
  preview: {
    title: 'جھلک',
    body: 'یہ صرف جھلک ہے: آپ کے جواب محفوظ نہیں ہوں گے، اور صرف پہلے {count} سوال کھل سکتے ہیں۔',
    expired:
      'آپ کی رکنیت ختم ہو گئی ہے، اس لیے یہ صرف جھلک ہے: آپ کے جواب محفوظ نہیں ہوں گے، اور صرف پہلے {count} سوال کھل سکتے ہیں۔ رکنیت کی تجدید کے بعد آپ کے جواب پھر سے محفوظ ہوں گے۔',
    renew: 'اپنی رکنیت کی تجدید کریں',
  },
  questionOf: 'سوال {number} از {total}',
  dots: 'سوالات',
  dotAnswered: 'سوال {number}، جواب دے دیا',
  dotUnanswered: 'سوال {number}، ابھی جواب نہیں دیا',
  chooseOne: 'ایک جواب چنیں',
  chooseMany: 'ہر درست جواب چنیں',
  fillBlanks: 'خالی جگہیں پُر کریں',
  blankLabel: 'خالی جگہ {label}',
  moreBlanks: 'مزید خالی جگہیں',
  previous: 'پچھلا',
  next: 'اگلا',
  submit: 'جمع کرائیں',
  exitPreview: 'جھلک بند کریں',
  enterHint: 'مشورہ: جواب دینے کے بعد آگے جانے کے لیے Enter دبائیں۔',
  timeSpent: 'لگا ہوا وقت',
  showTimer: 'وقت دکھائیں',
  hideTimer: 'وقت چھپائیں',
  readAloud: 'سوال سنیں',
  stopReading: 'سننا بند کریں',
  optionsIntro: 'جوابات:',
  status: {
    saving: 'محفوظ ہو رہا ہے…',
    saved: 'محفوظ ہو گیا',
    offline: 'انٹرنیٹ نہیں ہے — آپ کے جواب سنبھال کر رکھے گئے ہیں اور بعد میں بھیج دیے جائیں گے',
    sendingAnswers: 'آپ کے جواب بھیجے جا رہے ہیں…',
    finalizing: 'آپ کا کوئز بھیجا جا رہا ہے…',
    finalizeRetrying: 'کوئز بھیجنے کی کوشش جاری ہے… براہِ کرم یہ صفحہ کھلا رکھیں۔',
  },
  finalizeFailed: {
    'not-found': 'کوئز کی یہ کوشش اب نہیں مل رہی، اس لیے بھیجی نہیں جا سکتی۔ براہِ کرم کوئز دوبارہ شروع کریں۔',
    forbidden:
      'کوئز کی یہ کوشش کسی اور اکاؤنٹ کی ہے، اس لیے بھیجی نہیں جا سکتی۔ براہِ کرم کوئز دوبارہ شروع کریں۔',
    other: 'آپ کا کوئز نہیں بھیجا جا سکا۔ براہِ کرم کوئز دوبارہ شروع کریں۔',
  },
} as const satisfies Translation<typeof enQuiz>;

export default quiz;
