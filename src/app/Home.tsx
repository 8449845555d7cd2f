import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { exercises } from '../shared/catalog';
import { Frame } from './Frame';
import { Icon } from './Icon';
import { SITE_DESCRIPTION, SITE_NAME } from './site';

const cards = exercises.filter((e) => e.listed !== false);

/**
 * The cards' icons, fetched once home has rendered: they are home's alone, and in the entry chunk
 * every page would load them.
 */
function useCardIcons(): Record<string, string> {
  const [icons, setIcons] = useState<Record<string, string>>({});
  useEffect(() => {
    void import('virtual:icons/cards').then((module) => setIcons(module.icons));
  }, []);
  return icons;
}

/** A grid of cards, one per listed exercise. */
export default function Home() {
  const icons = useCardIcons();
  return (
    <Frame title={SITE_NAME} description={SITE_DESCRIPTION} isHome>
      <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 row-cols-xl-4 g-3 list-unstyled">
        {cards.map((card) => (
          <li key={card.path} className="col">
            <article className="card h-100 shadow-sm">
              <div className="card-body">
                <h2 className="card-title h5 d-flex align-items-center gap-2">
                  <span className="text-primary">
                    <Icon markup={icons[card.icon]} size={24} />
                  </span>
                  <Link to={card.path} className="stretched-link text-decoration-none">
                    {card.title}
                  </Link>
                </h2>
                <p className="card-text text-body-secondary">{card.description}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Frame>
  );
}
