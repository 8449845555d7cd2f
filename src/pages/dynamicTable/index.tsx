import { useState } from 'react';
import { useRandom } from '../../lib/useRandom';
import { SUPERHEROES } from './heroes';

/** Eight superheroes and their real names, in a new order on each load (fixed with ?seed=). */
export default function DynamicTablePage() {
  const random = useRandom();
  const [rows] = useState(() => random.shuffle(SUPERHEROES));
  return (
    <table className="table table-striped table-bordered w-auto">
      <caption>Superheroes and their real names</caption>
      <thead>
        <tr>
          <th scope="col">superhero_name</th>
          <th scope="col">real_name</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((hero) => (
          <tr key={hero.superhero_name}>
            <td>{hero.superhero_name}</td>
            <td>{hero.real_name}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
