interface Superhero {
  superhero_name: string;
  real_name: string;
}

/** The eight fixed rows; the page shows them in a shuffled order. */
export const SUPERHEROES: readonly Superhero[] = [
  { superhero_name: 'Superman', real_name: 'Clark Kent' },
  { superhero_name: 'Batman', real_name: 'Bruce Wayne' },
  { superhero_name: 'Wonder Woman', real_name: 'Diana Prince' },
  { superhero_name: 'Spider-Man', real_name: 'Peter Parker' },
  { superhero_name: 'Iron Man', real_name: 'Tony Stark' },
  { superhero_name: 'Black Widow', real_name: 'Natasha Romanoff' },
  { superhero_name: 'The Flash', real_name: 'Barry Allen' },
  { superhero_name: 'Hulk', real_name: 'Bruce Banner' },
];
