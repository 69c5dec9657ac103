import type enResults from '../en/results';
import type { Translation } from './translation';

/** Urdu strings of the result and quiz-history screens. */
const results = {
  result: {
    pageTitle: 'کوئز کا نتیجہ',
    loading: 'لوڈ ہو رہا ہے…',
    failed: 'نتیجہ لوڈ نہیں ہو سکا۔',
    summary: 'آپ کا اسکور',
    total: 'کل سوالات',
    correct: 'درست',
    incorrect: 'غلط',
    marks: 'نمبر',
    percentage: 'فیصد',
    grade: 'گریڈ',
    announce: '{quiz} میں آپ کا نتیجہ: {percent}، گریڈ {grade}۔',
    cheer: {
      great: 'شاباش! بہت خوب!',
      good: 'بہت اچھے! مشق جاری رکھیں۔',
      keepGoing: 'اچھی کوشش! ہر کوئز سے آپ کچھ نیا سیکھتے ہیں۔',
    },
    questionsTitle: 'آپ کے جواب',
    noQuestions: 'کسی سوال کا جواب نہیں دیا گیا۔',
    questionNumber: 'سوال {number}',
    yourAnswer: 'آپ کا جواب',
    correctAnswer: 'درست جواب',
    noAnswer: 'کوئی جواب نہیں',
    isCorrect: 'درست',
    isIncorrect: 'غلط',
    backHome: 'ہوم پیج پر واپس',
    history: 'کوئز کی تاریخ',
    studentHistory: '{username} کی تاریخ پر واپس',
  },
  history: {
    pageTitle: 'کوئز کی تاریخ',
    lead: 'ہر مکمل کیے گئے کوئز کا آپ کا تازہ ترین نتیجہ، نئے سے پرانے کی ترتیب میں۔',
    loading: 'لوڈ ہو رہا ہے…',
    failed: 'کوئز کی تاریخ لوڈ نہیں ہو سکی۔',
    empty: 'کوئز کی کوئی تاریخ موجود نہیں۔',
    findQuiz: 'حل کرنے کے لیے کوئز ڈھونڈیں',
  },
  chart: {
    title: 'وقت کے ساتھ آپ کے فیصد نمبر',
    date: 'تاریخ',
  },
  table: {
    caption: 'کوئز کی تاریخ',
    quiz: 'کوئز',
    subject: 'مضمون',
    chapter: 'سبق',
    grade: 'جماعت',
    marks: 'نمبر',
    percentage: 'فیصد',
    gradeLetter: 'گریڈ',
    attemptedOn: 'تاریخ',
    result: 'نتیجہ',
    viewResult: 'نتیجہ دیکھیں',
    viewResultOf: 'نتیجہ دیکھیں: {quiz}',
    marksValue: '{obtained} / {total}',
    missing: '—',
  },
} as const satisfies Translation<typeof enResults>;

export default results;
