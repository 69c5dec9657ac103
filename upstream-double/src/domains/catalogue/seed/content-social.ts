// Social Studies: curated, checked facts about Pakistan for primary classes.
import { fixed } from './content-types';

export const ourCountry = fixed({
  scq: [
    { q: 'What is the capital of Pakistan?', a: 'Islamabad', wrong: ['Karachi', 'Lahore', 'Quetta'] },
    {
      q: 'Who is the founder of Pakistan (Quaid-e-Azam)?',
      a: 'Muhammad Ali Jinnah',
      wrong: ['Allama Muhammad Iqbal', 'Liaquat Ali Khan', 'Sir Syed Ahmad Khan'],
    },
    {
      q: 'Who is the national poet of Pakistan?',
      a: 'Allama Muhammad Iqbal',
      wrong: ['Muhammad Ali Jinnah', 'Hafeez Jalandhari', 'Faiz Ahmed Faiz'],
    },
    {
      q: 'When is the Independence Day of Pakistan?',
      a: '14 August',
      wrong: ['23 March', '25 December', '6 September'],
    },
    { q: 'What is the national language of Pakistan?', a: 'Urdu', wrong: ['English', 'Punjabi', 'Sindhi'] },
    { q: 'What is the national flower of Pakistan?', a: 'Jasmine', wrong: ['Rose', 'Tulip', 'Sunflower'] },
    {
      q: 'Who wrote the national anthem of Pakistan?',
      a: 'Hafeez Jalandhari',
      wrong: ['Allama Muhammad Iqbal', 'Faiz Ahmed Faiz', 'Ahmed Faraz'],
    },
    {
      q: 'Who is called the Mother of the Nation (Madar-e-Millat)?',
      a: 'Fatima Jinnah',
      wrong: ['Benazir Bhutto', 'Malala Yousafzai', "Begum Ra'ana Liaquat"],
    },
  ],
  mcq: [
    {
      q: 'Select ALL the colours of the flag of Pakistan.',
      right: ['Green', 'White'],
      wrong: ['Red', 'Blue'],
    },
    {
      q: 'Select ALL the national symbols of Pakistan.',
      right: ['Markhor (national animal)', 'Jasmine (national flower)'],
      wrong: ['Lion (national animal)', 'Rose (national flower)'],
    },
    {
      q: 'Select ALL the true sentences.',
      right: ['Pakistan became independent in 1947.', 'Quaid-e-Azam was born on 25 December.'],
      wrong: ['The capital of Pakistan is Karachi.', 'Pakistan Day is on 14 August.'],
    },
  ],
  fib: [
    { text: 'Pakistan became independent on 14 August [a].', blanks: { a: '1947' } },
    {
      text: 'The capital of Pakistan is [a] and its national language is [b].',
      blanks: { a: 'Islamabad', b: 'Urdu' },
    },
    { text: 'The national poet of Pakistan is Allama Muhammad [a].', blanks: { a: 'Iqbal' } },
  ],
});

export const provinces = fixed({
  scq: [
    { q: 'What is the capital of Punjab?', a: 'Lahore', wrong: ['Multan', 'Karachi', 'Peshawar'] },
    { q: 'What is the capital of Sindh?', a: 'Karachi', wrong: ['Hyderabad', 'Sukkur', 'Lahore'] },
    {
      q: 'What is the capital of Khyber-Pakhtunkhwa?',
      a: 'Peshawar',
      wrong: ['Swat', 'Abbottabad', 'Quetta'],
    },
    { q: 'What is the capital of Balochistan?', a: 'Quetta', wrong: ['Gwadar', 'Turbat', 'Karachi'] },
    {
      q: 'Which is the largest province of Pakistan by area?',
      a: 'Balochistan',
      wrong: ['Punjab', 'Sindh', 'Khyber-Pakhtunkhwa'],
    },
    { q: 'Which is the longest river of Pakistan?', a: 'Indus', wrong: ['Ravi', 'Jhelum', 'Chenab'] },
    {
      q: 'Which is the highest mountain in Pakistan?',
      a: 'K2',
      wrong: ['Nanga Parbat', 'Tirich Mir', 'Rakaposhi'],
    },
    {
      q: 'Which is the largest city of Pakistan?',
      a: 'Karachi',
      wrong: ['Lahore', 'Faisalabad', 'Rawalpindi'],
    },
  ],
  mcq: [
    {
      q: 'Select ALL the provinces of Pakistan.',
      right: ['Punjab', 'Balochistan'],
      wrong: ['Lahore', 'Karachi'],
    },
    { q: 'Select ALL the cities in Sindh.', right: ['Karachi', 'Hyderabad'], wrong: ['Lahore', 'Peshawar'] },
    { q: 'Select ALL the cities in Punjab.', right: ['Lahore', 'Multan'], wrong: ['Quetta', 'Karachi'] },
  ],
  fib: [
    {
      text: 'The capital of Sindh is [a] and the capital of Khyber-Pakhtunkhwa is [b].',
      blanks: { a: 'Karachi', b: 'Peshawar' },
    },
    {
      text: 'The capital of Balochistan is [a] and the capital of Punjab is [b].',
      blanks: { a: 'Quetta', b: 'Lahore' },
    },
    { text: 'The longest river of Pakistan is the [a].', blanks: { a: 'Indus' } },
  ],
});
