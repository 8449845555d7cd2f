import { Link } from 'react-router';
import { exercises } from '../catalog';
import { Frame } from './Frame';
import { Icon } from './Icon';
import { SITE_DESCRIPTION, SITE_NAME } from './site';

const cards = exercises.filter((e) => e.listed !== false);

/** A grid of cards, one per listed exercise. */
export default function Home() {
  return (
    <Frame title={SITE_NAME} description={SITE_DESCRIPTION} isHome>
      <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 row-cols-xl-4 g-3 list-unstyled">
        {cards.map((card) => (
          <li key={card.path} className="col">
            <article className="card h-100 shadow-sm">
              <div className="card-body">
                <h2 className="card-title h5 d-flex align-items-center gap-2">
                  <span className="text-primary">
                    <Icon name={card.icon} size={24} />
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
