// General Science (living things): curated, checked facts for primary classes.
import { fixed } from './content-types';

export const plants = fixed({
  scq: [
    {
      q: 'Which part of a plant takes in water from the soil?',
      a: 'Roots',
      wrong: ['Leaves', 'Flowers', 'Fruits'],
    },
    {
      q: 'Which part of a plant makes food using sunlight?',
      a: 'Leaves',
      wrong: ['Roots', 'Seeds', 'Flowers'],
    },
    {
      q: 'Which part of a plant holds it up and carries water to the leaves?',
      a: 'Stem',
      wrong: ['Petal', 'Seed', 'Fruit'],
    },
    { q: 'A new plant grows from a…', a: 'Seed', wrong: ['Stone', 'Feather', 'Shell'] },
    {
      q: 'Which gas do green plants give out that we breathe in?',
      a: 'Oxygen',
      wrong: ['Carbon dioxide', 'Smoke', 'Steam'],
    },
    { q: 'Which of these is a fruit?', a: 'Mango', wrong: ['Potato', 'Carrot', 'Spinach'] },
    {
      q: 'Where do cactus plants grow well?',
      a: 'In the desert',
      wrong: ['In the sea', 'On ice', 'In a dark cave'],
    },
    { q: 'Which part of a plant turns into a fruit?', a: 'Flower', wrong: ['Root', 'Leaf', 'Stem'] },
  ],
  mcq: [
    {
      q: 'Select ALL the things a plant needs to grow.',
      right: ['Water', 'Sunlight'],
      wrong: ['Sugar', 'Plastic'],
    },
    { q: 'Select ALL the fruits.', right: ['Apple', 'Banana'], wrong: ['Carrot', 'Onion'] },
    { q: 'Select ALL the parts of a plant.', right: ['Root', 'Leaf'], wrong: ['Wing', 'Fin'] },
    { q: 'Select ALL the vegetables.', right: ['Potato', 'Spinach'], wrong: ['Mango', 'Grapes'] },
  ],
  fib: [
    {
      text: 'Roots take in [a] from the soil and leaves need [b] to make food.',
      blanks: { a: 'water', b: 'sunlight' },
    },
    { text: 'A new plant grows from a [a].', blanks: { a: 'seed' } },
    { text: 'Green plants make [a] in their [b].', blanks: { a: 'food', b: 'leaves' } },
    { text: 'Most leaves are [a] in colour.', blanks: { a: 'green' } },
  ],
});

export const animals = fixed({
  scq: [
    { q: 'Which animal gives us milk?', a: 'Cow', wrong: ['Lion', 'Snake', 'Crow'] },
    { q: 'Which animal can fly?', a: 'Sparrow', wrong: ['Goat', 'Fish', 'Cat'] },
    { q: 'What is a baby cat called?', a: 'Kitten', wrong: ['Puppy', 'Calf', 'Cub'] },
    { q: 'What is a baby cow called?', a: 'Calf', wrong: ['Kitten', 'Lamb', 'Chick'] },
    { q: 'Which animal has a trunk?', a: 'Elephant', wrong: ['Horse', 'Camel', 'Deer'] },
    { q: 'What is the national animal of Pakistan?', a: 'Markhor', wrong: ['Lion', 'Tiger', 'Camel'] },
    { q: 'Which of these animals lays eggs?', a: 'Hen', wrong: ['Cow', 'Goat', 'Horse'] },
    { q: 'How many legs does a spider have?', a: '8', wrong: ['6', '4', '10'] },
    {
      q: 'Which animal is called the "ship of the desert"?',
      a: 'Camel',
      wrong: ['Donkey', 'Buffalo', 'Sheep'],
    },
  ],
  mcq: [
    { q: 'Select ALL the animals that can fly.', right: ['Parrot', 'Crow'], wrong: ['Cow', 'Horse'] },
    { q: 'Select ALL the animals that live in water.', right: ['Fish', 'Dolphin'], wrong: ['Goat', 'Camel'] },
    { q: 'Select ALL the animals that eat only plants.', right: ['Cow', 'Goat'], wrong: ['Lion', 'Tiger'] },
    { q: 'Select ALL the birds.', right: ['Sparrow', 'Parrot'], wrong: ['Bat', 'Cat'] },
  ],
  fib: [
    { text: 'A baby dog is a [a] and a baby cat is a [b].', blanks: { a: 'puppy', b: 'kitten' } },
    { text: 'A spider has [a] legs and an insect has [b] legs.', blanks: { a: '8', b: '6' } },
    { text: 'Fish breathe through their [a].', blanks: { a: 'gills' } },
    { text: 'A hen lays [a].', blanks: { a: 'eggs' } },
  ],
});

export const humanBody = fixed({
  scq: [
    { q: 'Which organ pumps blood around the body?', a: 'Heart', wrong: ['Lungs', 'Stomach', 'Brain'] },
    { q: 'Which organs help us breathe?', a: 'Lungs', wrong: ['Kidneys', 'Heart', 'Liver'] },
    { q: 'Which sense organ do we use to smell?', a: 'Nose', wrong: ['Eyes', 'Ears', 'Skin'] },
    { q: 'Which part of the body protects the brain?', a: 'Skull', wrong: ['Ribs', 'Knee', 'Elbow'] },
    { q: 'How many bones does an adult human have?', a: '206', wrong: ['106', '300', '26'] },
    { q: 'Which sense organ do we use to taste?', a: 'Tongue', wrong: ['Nose', 'Ears', 'Hair'] },
    {
      q: 'Where does food go after we swallow it?',
      a: 'To the stomach',
      wrong: ['To the lungs', 'To the heart', 'To the brain'],
    },
  ],
  mcq: [
    { q: 'Select ALL the sense organs.', right: ['Eyes', 'Tongue'], wrong: ['Heart', 'Stomach'] },
    {
      q: 'Select ALL the healthy habits.',
      right: ['Washing hands before eating', 'Brushing teeth twice a day'],
      wrong: ['Sleeping very late', 'Eating only sweets'],
    },
    { q: 'Select ALL the organs inside the chest.', right: ['Heart', 'Lungs'], wrong: ['Stomach', 'Brain'] },
  ],
  fib: [
    { text: 'We see with our [a] and hear with our [b].', blanks: { a: 'eyes', b: 'ears' } },
    { text: 'The [a] pumps blood and the [b] help us breathe.', blanks: { a: 'heart', b: 'lungs' } },
    { text: 'We smell with our [a].', blanks: { a: 'nose' } },
  ],
});
