// General Science (water, matter, space): curated, checked facts for primary classes.
import { fixed } from './content-types';

export const water = fixed({
  scq: [
    {
      q: 'At what temperature does water boil at sea level?',
      a: '100 °C',
      wrong: ['50 °C', '0 °C', '10 °C'],
    },
    { q: 'At what temperature does water freeze?', a: '0 °C', wrong: ['100 °C', '50 °C', '30 °C'] },
    { q: 'What do we call water falling from clouds?', a: 'Rain', wrong: ['Steam', 'Dew', 'Ice'] },
    { q: 'What does water become when it freezes?', a: 'Ice', wrong: ['Steam', 'Cloud', 'Sand'] },
    { q: 'What does water become when it boils?', a: 'Steam', wrong: ['Ice', 'Snow', 'Salt'] },
    { q: 'Which season is the hottest in Pakistan?', a: 'Summer', wrong: ['Winter', 'Spring', 'Autumn'] },
  ],
  mcq: [
    { q: 'Select ALL the forms of water.', right: ['Ice', 'Steam'], wrong: ['Sand', 'Wood'] },
    {
      q: 'Select ALL the ways to save water.',
      right: ['Turning off the tap', 'Fixing leaking pipes'],
      wrong: ['Leaving the tap running', 'Washing the car every day'],
    },
  ],
  fib: [
    { text: 'Water boils at [a] °C and freezes at [b] °C.', blanks: { a: '100', b: '0' } },
    {
      text: 'When water freezes it becomes [a]; when it boils it becomes [b].',
      blanks: { a: 'ice', b: 'steam' },
    },
  ],
});

export const matter = fixed({
  scq: [
    { q: 'Which of these is a liquid?', a: 'Milk', wrong: ['Stone', 'Wood', 'Air'] },
    { q: 'Which of these is a gas?', a: 'Air', wrong: ['Water', 'Sand', 'Iron'] },
    { q: 'Which of these is a solid?', a: 'Brick', wrong: ['Juice', 'Oil', 'Steam'] },
    { q: 'Ice is water in which state?', a: 'Solid', wrong: ['Liquid', 'Gas', 'Plasma'] },
    {
      q: 'What happens to ice when it is heated?',
      a: 'It melts',
      wrong: ['It freezes', 'It grows', 'Nothing'],
    },
  ],
  mcq: [
    { q: 'Select ALL the solids.', right: ['Brick', 'Pencil'], wrong: ['Water', 'Juice'] },
    { q: 'Select ALL the liquids.', right: ['Milk', 'Oil'], wrong: ['Chair', 'Air'] },
  ],
  fib: [
    { text: 'Ice is a [a] and steam is a [b].', blanks: { a: 'solid', b: 'gas' } },
    { text: 'Solid ice [a] into water when it is heated.', blanks: { a: 'melts' } },
  ],
});

export const solarSystem = fixed({
  scq: [
    {
      q: 'This is the star closest to the Earth. What is it called?',
      a: 'The Sun',
      wrong: ['The Moon', 'Mars', 'Polaris'],
      image: 'sun',
    },
    { q: 'Which planet do we live on?', a: 'Earth', wrong: ['Mars', 'Venus', 'Jupiter'] },
    { q: 'How many planets are there in our solar system?', a: '8', wrong: ['7', '9', '10'] },
    { q: 'Which is the largest planet?', a: 'Jupiter', wrong: ['Earth', 'Mars', 'Mercury'] },
    { q: 'Which planet is called the Red Planet?', a: 'Mars', wrong: ['Venus', 'Saturn', 'Neptune'] },
    { q: 'What goes around the Earth?', a: 'The Moon', wrong: ['The Sun', 'Jupiter', 'Mars'] },
  ],
  mcq: [
    { q: 'Select ALL the planets.', right: ['Mars', 'Saturn'], wrong: ['Moon', 'Sun'] },
    {
      q: 'Select ALL the true sentences.',
      right: ['The Earth goes around the Sun.', 'The Moon goes around the Earth.'],
      wrong: ['The Sun goes around the Moon.', 'The Earth is the largest planet.'],
    },
  ],
  fib: [
    {
      text: 'The Earth goes around the [a] and the Moon goes around the [b].',
      blanks: { a: 'Sun', b: 'Earth' },
    },
    { text: 'The largest planet is [a].', blanks: { a: 'Jupiter' } },
  ],
});
