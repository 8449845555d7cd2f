/** One card of a Scroll Panels body (SPEC-2, Appendix A1). */
export interface PanelItem {
  emoji: string;
  name: string;
  fact: string;
}

export const FRUITS: readonly PanelItem[] = [
  {
    emoji: '🍎',
    name: 'Apple',
    fact: 'Growers around the world cultivate more than 7,500 apple varieties.',
  },
  {
    emoji: '🍌',
    name: 'Banana',
    fact: 'Botanically a banana counts as a berry; a strawberry does not.',
  },
  { emoji: '🍇', name: 'Grape', fact: 'People have cultivated grapes for about 8,000 years.' },
  { emoji: '🍓', name: 'Strawberry', fact: 'A strawberry carries its seeds on its outer skin.' },
  { emoji: '🍍', name: 'Pineapple', fact: 'Each pineapple plant bears a single fruit a year.' },
  { emoji: '🥭', name: 'Mango', fact: 'More mangoes are eaten fresh than any other fruit.' },
  {
    emoji: '🍑',
    name: 'Peach',
    fact: 'Peaches come from China, where they have been grown for over 4,000 years.',
  },
  { emoji: '🍒', name: 'Cherry', fact: 'One cherry pie takes roughly 250 cherries.' },
  {
    emoji: '🫐',
    name: 'Blueberry',
    fact: 'The blueberry is among the few fruits native to North America.',
  },
  {
    emoji: '🍋',
    name: 'Lemon',
    fact: 'Gram for gram, a lemon holds more sugar than a strawberry.',
  },
  {
    emoji: '🍊',
    name: 'Orange',
    fact: 'The orange is a cross between the pomelo and the mandarin.',
  },
  { emoji: '🍉', name: 'Watermelon', fact: 'About 92% of a watermelon is water.' },
  {
    emoji: '🥝',
    name: 'Kiwi',
    fact: 'Kiwifruit comes from China, where it was known as the Chinese gooseberry.',
  },
  { emoji: '🫒', name: 'Olive', fact: 'An olive tree can live more than 1,000 years.' },
  {
    emoji: '🍈',
    name: 'Melon',
    fact: 'The cantaloupe takes its name from Cantalupo, a papal estate near Rome.',
  },
];

export const VEGETABLES: readonly PanelItem[] = [
  { emoji: '🥦', name: 'Broccoli', fact: 'Broccoli was bred by people from wild cabbage.' },
  {
    emoji: '🥕',
    name: 'Carrot',
    fact: 'The first cultivated carrots were purple or yellow, not orange.',
  },
  { emoji: '🌽', name: 'Corn', fact: 'An ear of corn always has an even number of rows.' },
  {
    emoji: '🍆',
    name: 'Eggplant',
    fact: 'Botanically an eggplant is a fruit: it grows from a flower and holds seeds.',
  },
  { emoji: '🧅', name: 'Onion', fact: 'In the Middle Ages onions could be used to pay rent.' },
  { emoji: '🍄', name: 'Mushroom', fact: 'Mushrooms are closer kin to animals than to plants.' },
  { emoji: '🥬', name: 'Lettuce', fact: 'Lettuce was among the first vegetables grown in space.' },
  {
    emoji: '🌶️',
    name: 'Chili Pepper',
    fact: 'Birds do not feel the heat of capsaicin in chili peppers.',
  },
  { emoji: '🥒', name: 'Cucumber', fact: 'A cucumber is about 95% water.' },
  { emoji: '🧄', name: 'Garlic', fact: 'Garlic has served as a remedy for more than 5,000 years.' },
  {
    emoji: '🫑',
    name: 'Bell Pepper',
    fact: 'Bell peppers are fruits, close botanical relatives of tomatoes.',
  },
  { emoji: '🥑', name: 'Avocado', fact: 'An avocado is a large berry with a single seed.' },
  {
    emoji: '🥔',
    name: 'Potato',
    fact: 'In 1995 potatoes became the first vegetable grown in space.',
  },
  { emoji: '🥗', name: 'Spinach', fact: 'Spinach is a flowering plant, kin to beets and quinoa.' },
  {
    emoji: '🫛',
    name: 'Pea',
    fact: 'Gregor Mendel found the laws of inheritance by breeding peas.',
  },
];

/** A card's id: "vegetable-chili-pepper" for the vegetable "Chili Pepper". */
export function cardId(kind: 'fruit' | 'vegetable', name: string): string {
  return `${kind}-${name.toLowerCase().replace(/\s+/g, '-')}`;
}
